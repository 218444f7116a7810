"""Synthetic subscription customers with churn labels, and a helpdesk ticket export.

The ticket export is written by hand, line by line, the way the helpdesk tool does it: fields are
never quoted, so the handful of subjects that contain a comma produce lines with one field too
many. Run from anywhere; writes into ``data/`` beside this file.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 1212
OUT = Path(__file__).resolve().parent / "data"
N_CUSTOMERS = 1800

SUBJECTS = {
    "billing": ["Charged twice this month", "Invoice shows wrong amount", "Cannot update card details",
                "Question about VAT on invoice", "Refund not received"],
    "technical": ["App crashes on login", "Video keeps buffering", "Cannot reset password",
                  "Sync not working on tablet", "Error 503 when streaming"],
    "account": ["Change email address", "Add family member", "Close second profile",
                "Two factor code not arriving"],
    "cancellation": ["How do I cancel", "Pause subscription for summer", "Downgrade request"],
}
COMMA_SUBJECTS = ["Refund, charged twice", "Login fails, tried reset", "Slow streaming, evenings only",
                  "Wrong plan, please fix", "Cancel, moving abroad"]


def main() -> None:
    rng = np.random.default_rng(SEED)
    OUT.mkdir(exist_ok=True)
    n = N_CUSTOMERS
    plan = rng.choice(["Basic", "Standard", "Premium"], n, p=[0.45, 0.38, 0.17])
    fee = pd.Series(plan).map({"Basic": 7.99, "Standard": 12.99, "Premium": 17.99}).to_numpy()
    tenure = np.clip(np.round(rng.gamma(1.6, 11.0, n)), 1, 72).astype(int)
    age = np.clip(np.round(rng.normal(38, 12, n)), 18, 80).astype(int)
    payment = rng.choice(["card", "paypal", "direct_debit", "gift_card"], n, p=[0.5, 0.25, 0.2, 0.05])
    region = rng.choice(["North", "South", "East", "West", "Central"], n)
    logins = rng.poisson(np.clip(rng.normal(14, 6, n), 1, None))
    signup = pd.Timestamp("2024-06-30") - pd.to_timedelta(tenure * 30 + rng.integers(0, 30, n), unit="D")

    # tickets: unhappy customers open more of them
    frustration = rng.gamma(1.2, 1.0, n)
    n_tickets = rng.poisson(0.8 + 0.9 * frustration)
    ticket_lines = ["ticket_id,customer_id,opened_at,category,priority,subject,resolution_hours,satisfaction"]
    ticket_id = 500000
    slow_share = np.zeros(n)
    comma_rows = set(rng.choice(np.arange(2600), 14, replace=False).tolist())
    row_no = 0
    for c in range(n):
        slow = 0
        for _ in range(n_tickets[c]):
            ticket_id += 1
            category = rng.choice(list(SUBJECTS), p=[0.35, 0.4, 0.15, 0.1])
            subject = rng.choice(SUBJECTS[category])
            if row_no in comma_rows:
                subject = rng.choice(COMMA_SUBJECTS)
            priority = rng.choice(["low", "medium", "high"], p=[0.45, 0.4, 0.15])
            hours = round(float(rng.gamma(1.5, 8 + 6 * frustration[c])), 1)
            slow += hours > 24
            satisfaction = int(np.clip(round(5 - 0.06 * hours - 0.4 * frustration[c] + rng.normal(0, 0.7)), 1, 5))
            sat = "" if rng.uniform() < 0.15 else str(satisfaction)
            opened = signup[c] + pd.Timedelta(days=int(rng.integers(0, tenure[c] * 30)))
            ticket_lines.append(
                f"T{ticket_id},C{c + 10001:05d},{opened:%Y-%m-%d},{category},{priority},{subject},{hours},{sat}"
            )
            row_no += 1
        slow_share[c] = slow

    logit = (
        -1.0
        - 0.045 * tenure
        - 0.08 * (logins - 14)
        + 0.45 * frustration
        + 0.35 * slow_share
        + 0.3 * (plan == "Basic")
        + 0.5 * (payment == "gift_card")
        + rng.normal(0, 0.5, n)
    )
    churned = (rng.uniform(size=n) < 1 / (1 + np.exp(-logit))).astype(int)

    customers = pd.DataFrame(
        {
            "customer_id": [f"C{c + 10001:05d}" for c in range(n)],
            "signup_date": signup.strftime("%Y-%m-%d"),
            "plan": plan,
            "monthly_fee": fee,
            "tenure_months": tenure,
            "age": age,
            "region": region,
            "payment_method": payment,
            "logins_30d": logins,
            "churned": churned,
        }
    )
    customers.to_csv(OUT / "customers.csv", index=False)
    (OUT / "support_tickets.csv").write_text("\n".join(ticket_lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
