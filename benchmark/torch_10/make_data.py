"""Writes data/Iris.csv: scikit-learn's bundled Iris data in the layout of the Kaggle Iris.csv.

Columns Id, SepalLengthCm, SepalWidthCm, PetalLengthCm, PetalWidthCm, Species, with species named
Iris-setosa, Iris-versicolor, Iris-virginica as in the UCI/Kaggle file. No randomness.
"""

import argparse
from pathlib import Path

from sklearn.datasets import load_iris


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument(
    "--seed", type=int, help="a twin's seed (docs/twins.md): this data has no randomness, so none"
)
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"


def main() -> None:
    iris = load_iris()
    lines = ["Id,SepalLengthCm,SepalWidthCm,PetalLengthCm,PetalWidthCm,Species"]
    for i, (row, target) in enumerate(zip(iris.data, iris.target), start=1):
        values = ",".join(f"{v:.1f}" for v in row)
        lines.append(f"{i},{values},Iris-{iris.target_names[target]}")
    OUT.mkdir(exist_ok=True)
    (OUT / "Iris.csv").write_text("\n".join(lines) + "\n", encoding="utf-8", newline="\n")


if __name__ == "__main__":
    main()
