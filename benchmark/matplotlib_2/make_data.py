"""The Iris data shipped with scikit-learn, written in the layout of Kaggle's Iris.csv.

Columns Id, SepalLengthCm, SepalWidthCm, PetalLengthCm, PetalWidthCm, Species (Iris-setosa,
Iris-versicolor, Iris-virginica). Writes data/Iris.csv beside this file; no randomness.
"""

import argparse
from pathlib import Path

import pandas as pd
from sklearn.datasets import load_iris


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument(
    "--seed", type=int, help="a twin's seed (docs/twins.md): this data has no randomness, so none"
)
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"


def main() -> None:
    iris = load_iris()
    frame = pd.DataFrame(iris.data, columns=["SepalLengthCm", "SepalWidthCm", "PetalLengthCm", "PetalWidthCm"])
    frame.insert(0, "Id", range(1, len(frame) + 1))
    frame["Species"] = ["Iris-" + iris.target_names[t] for t in iris.target]
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "Iris.csv", index=False, lineterminator="\n", float_format="%.1f")


if __name__ == "__main__":
    main()
