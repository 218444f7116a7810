"""Synthetic employee pulse-survey export: the questionnaire and the raw responses.

Writes data/questionnaire.csv (12 Likert items in three scales) and data/responses.json (one
record per respondent, as exported by the survey tool) from a fixed seed; re-running it
reproduces every byte. The tool stores only the answers given: a respondent who left the
survey early has a shorter ``answers`` list.
"""

import json
from pathlib import Path

import numpy as np
import pandas as pd

SEED = 1010
N = 500
OUT = Path(__file__).resolve().parent / "data"

ITEMS = [
    ("E1", "engagement", "I am proud to tell others where I work.", 0),
    ("E2", "engagement", "I rarely think about looking for a job elsewhere.", 0),
    ("E3", "engagement", "My work gives me a sense of accomplishment.", 0),
    ("E4", "engagement", "I often feel indifferent about the results of my work.", 1),
    ("M1", "manager", "My manager gives me useful feedback.", 0),
    ("M2", "manager", "My manager cares about my wellbeing.", 0),
    ("M3", "manager", "I can raise a concern with my manager without worry.", 0),
    ("M4", "manager", "My manager recognises good work.", 0),
    ("W1", "workload", "My workload is manageable.", 0),
    ("W2", "workload", "I can usually finish my work within normal hours.", 0),
    ("W3", "workload", "I regularly feel overwhelmed by deadlines.", 1),
    ("W4", "workload", "I have enough time to do my job well.", 0),
]
DEPARTMENTS = ["Engineering", "Sales", "Operations", "Customer Support", "Finance", "Marketing"]
DEPT_P = [0.28, 0.17, 0.2, 0.17, 0.08, 0.1]
DEPT_WORKLOAD = {"Engineering": 0.0, "Sales": -0.3, "Operations": -0.1,
                 "Customer Support": -0.5, "Finance": 0.2, "Marketing": 0.1}  # fmt: skip
COMMENTS = [
    "More flexibility on remote days would help.",
    "Team is great, tooling is slow.",
    "Too many meetings.",
    "Clearer career paths please.",
    "Happy overall.",
    "Workload spikes at quarter end are hard.",
    "Would like more recognition from leadership.",
    "Onboarding could be better documented.",
    "Salary review process is not transparent.",
    "Good manager, unclear company strategy.",
]


def main() -> None:
    rng = np.random.default_rng(SEED)
    department = rng.choice(DEPARTMENTS, size=N, p=DEPT_P)
    channel = rng.choice(["web", "mobile"], size=N, p=[0.62, 0.38])
    tenure = np.round(rng.gamma(1.6, 2.6, N), 1)

    latent = rng.multivariate_normal(
        [0, 0, 0], [[1.0, 0.45, 0.35], [0.45, 1.0, 0.25], [0.35, 0.25, 1.0]], size=N
    )
    latent[:, 2] += np.array([DEPT_WORKLOAD[d] for d in department])
    scale_index = {"engagement": 0, "manager": 1, "workload": 2}

    answers = np.empty((N, len(ITEMS)), dtype=int)
    for j, (_, scale, _, reverse) in enumerate(ITEMS):
        value = 3.3 + 0.95 * latent[:, scale_index[scale]] + rng.normal(0, 0.65, N)
        if reverse:
            value = 6 - value
        answers[:, j] = np.clip(np.round(value), 1, 5)

    recommend = np.clip(np.round(6.8 + 1.6 * latent[:, 0] + 0.5 * latent[:, 1] + rng.normal(0, 1.2, N)), 0, 10)

    # Respondents who closed the survey before the end (more often on mobile)
    left_early = rng.random(N) < np.where(channel == "mobile", 0.3, 0.1)
    n_answered = np.where(left_early, rng.integers(3, len(ITEMS), N), len(ITEMS))

    start = pd.Timestamp("2024-03-04 08:00")
    submitted = start + pd.to_timedelta(np.sort(rng.integers(0, 11 * 24 * 60, N)), "min")
    records = []
    for i in range(N):
        comment = str(rng.choice(COMMENTS)) if rng.random() < 0.35 else None
        records.append(
            {
                "respondent_id": f"R{1001 + i}",
                "submitted_at": submitted[i].strftime("%Y-%m-%dT%H:%M"),
                "department": str(department[i]),
                "tenure_years": float(tenure[i]),
                "channel": str(channel[i]),
                "answers": [int(a) for a in answers[i, : n_answered[i]]],
                "recommend_score": int(recommend[i]) if not left_early[i] or rng.random() < 0.5 else None,
                "comment": comment,
            }
        )

    OUT.mkdir(exist_ok=True)
    questionnaire = pd.DataFrame(ITEMS, columns=["item_id", "scale", "text", "reverse_coded"])
    questionnaire.to_csv(OUT / "questionnaire.csv", index=False, lineterminator="\n")
    # The survey tool writes one respondent per line inside a single JSON document
    lines = ",\n".join("  " + json.dumps(record) for record in records)
    text = '{"survey": "Pulse survey March 2024",\n "responses": [\n' + lines + "\n ]\n}\n"
    (OUT / "responses.json").write_text(text, encoding="utf-8", newline="\n")


if __name__ == "__main__":
    main()
