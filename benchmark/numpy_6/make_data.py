"""Synthetic Social_Network_Ads.csv, in the shape of the dataset of the Machine Learning A-Z course.

The course file has 400 users of a social network with their User ID (8 digits, starting 155 to
158), Gender (Male/Female), Age (18 to 60, whole years), EstimatedSalary (15000 to 150000, whole
thousands) and Purchased (0/1, about 36 % ones): whether they bought the car shown in an ad.
As in the course file, the first half holds mostly young users who did not buy, the second
half older users; older users buy whatever they earn, middle-aged users buy when they earn a
lot, and a few young users with high salaries buy too. Fixed seed: re-running reproduces every
byte of data/Social_Network_Ads.csv.
"""

import argparse
from pathlib import Path

import numpy as np


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
N = 400


def main() -> None:
    rng = np.random.default_rng(seeded(20170601))
    OUT.mkdir(exist_ok=True)

    ids = rng.choice(np.arange(15_550_000, 15_820_000), N, replace=False)
    gender = np.where(rng.random(N) < 0.5, "Female", "Male")

    # first 200 rows: mostly 18-35; last 200: spread over 26-60
    age_first = np.clip(np.round(rng.normal(28, 6.5, N // 2)), 18, 60)
    age_second = np.clip(np.round(rng.uniform(26, 61, N // 2)), 18, 60)
    age = np.concatenate([age_first, age_second]).astype(int)

    salary = np.where(rng.random(N) < 0.8,
                      rng.normal(68_000, 30_000, N),
                      rng.uniform(15_000, 150_000, N))
    salary = (np.clip(np.round(salary / 1000), 15, 150) * 1000).astype(int)

    score = (0.26 * (age - 41) + 0.000045 * (salary - 85_000)
             + 0.00000000045 * np.maximum(salary - 90_000, 0) ** 2 + 0.5 * (age > 47)
             - 0.35 * (gender == "Male") + 0.2)
    purchased = (rng.random(N) < 1 / (1 + np.exp(-score))).astype(int)

    lines = ["User ID,Gender,Age,EstimatedSalary,Purchased"]
    for i in range(N):
        lines.append(f"{ids[i]},{gender[i]},{age[i]},{salary[i]},{purchased[i]}")
    (OUT / "Social_Network_Ads.csv").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
