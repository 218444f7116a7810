"""Synthetic mall customers in the shape of Kaggle's "Mall Customer Segmentation Data".

200 customers with CustomerID, Gender, Age, Annual Income (k$) and Spending Score (1-100),
drawn around the five income/score groups the original file is known for and sorted by
income, as the original is. Writes data/Mall_Customers.csv beside this file from a fixed seed;
re-running reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"

# (count, income mean, income sd, score mean, score sd, age mean, age sd)
GROUPS = [
    (23, 26, 7, 20, 10, 45, 12),
    (22, 25, 7, 79, 10, 25, 5),
    (81, 55, 8, 50, 7, 42, 15),
    (39, 87, 14, 82, 9, 33, 4),
    (35, 88, 15, 17, 10, 41, 11),
]


def main() -> None:
    rng = np.random.default_rng(20190611)
    rows = []
    for n, im, isd, sm, ssd, am, asd in GROUPS:
        income = np.clip(np.round(rng.normal(im, isd, n)), 15, 137).astype(int)
        score = np.clip(np.round(rng.normal(sm, ssd, n)), 1, 99).astype(int)
        age = np.clip(np.round(rng.normal(am, asd, n)), 18, 70).astype(int)
        gender = rng.choice(["Female", "Male"], n, p=[0.56, 0.44])
        rows.append(pd.DataFrame({"Gender": gender, "Age": age,
                                  "Annual Income (k$)": income, "Spending Score (1-100)": score}))
    df = pd.concat(rows, ignore_index=True)
    df = df.sort_values("Annual Income (k$)", kind="mergesort").reset_index(drop=True)
    df.insert(0, "CustomerID", np.arange(1, len(df) + 1))
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "Mall_Customers.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
