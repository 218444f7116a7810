"""Synthetic advertising budgets and sales in the layout of the ISLR 'Advertising' data (Kaggle advertising.csv).

200 markets with the TV, Radio and Newspaper budgets (thousands of dollars) and Sales (thousands
of units). Writes data/advertising.csv beside this file from a fixed seed; re-running reproduces
every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"


def main() -> None:
    rng = np.random.default_rng(200)
    n = 200
    tv = rng.uniform(0.7, 296.4, n).round(1)
    radio = rng.uniform(0.0, 49.6, n).round(1)
    news = np.clip(rng.gamma(1.6, 19, n) + 0.25 * radio, 0.3, 114).round(1)
    sales = 2.94 + 0.0458 * tv + 0.188 * radio - 0.001 * news + 0.0011 * tv * radio / 10 + rng.normal(0, 1.4, n)
    sales = np.clip(sales, 1.6, 27.0).round(1)
    frame = pd.DataFrame({"TV": tv, "Radio": radio, "Newspaper": news, "Sales": sales})
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "advertising.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
