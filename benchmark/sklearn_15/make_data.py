"""The UCI Wine data in the layout of the Wine.csv of the 'Machine Learning A-Z' course (PCA/LDA part).

The 178 wines and 13 measurements are scikit-learn's bundled copy of the UCI Wine data
(load_wine); this script writes them under the course file's column names, with the cultivar
as Customer_Segment 1, 2, 3. Nothing is random: re-running reproduces every byte of data/Wine.csv.
"""

from pathlib import Path

import pandas as pd
from sklearn.datasets import load_wine

OUT = Path(__file__).resolve().parent / "data"
COLUMNS = ["Alcohol", "Malic_Acid", "Ash", "Ash_Alcanity", "Magnesium", "Total_Phenols", "Flavanoids",
           "Nonflavanoid_Phenols", "Proanthocyanins", "Color_Intensity", "Hue", "OD280", "Proline"]  # fmt: skip


def main() -> None:
    wine = load_wine()
    df = pd.DataFrame(wine.data, columns=COLUMNS)
    df["Magnesium"] = df["Magnesium"].astype(int)
    df["Proline"] = df["Proline"].astype(int)
    df["Customer_Segment"] = wine.target + 1
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "Wine.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
