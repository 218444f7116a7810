"""The Iris data as Kaggle's "Iris Species" Iris.csv (Id, SepalLengthCm, ..., Species).

The measurements are scikit-learn's bundled copy of Fisher's Iris data (UCI); only the layout
and the species names ("Iris-setosa", ...) follow the Kaggle file. Writes data/Iris.csv beside
this file; re-running reproduces every byte.
"""

from pathlib import Path

import pandas as pd
from sklearn.datasets import load_iris

OUT = Path(__file__).resolve().parent / "data"


def main() -> None:
    iris = load_iris()
    frame = pd.DataFrame(iris.data, columns=["SepalLengthCm", "SepalWidthCm", "PetalLengthCm", "PetalWidthCm"])
    frame.insert(0, "Id", range(1, len(frame) + 1))
    frame["Species"] = [f"Iris-{iris.target_names[t]}" for t in iris.target]
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "Iris.csv", index=False, lineterminator="\n", float_format="%.1f")


if __name__ == "__main__":
    main()
