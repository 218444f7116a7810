"""Iris in the layout of the Kaggle copy (Iris.csv: Id, SepalLengthCm, ..., Species 'Iris-setosa').

The measurements are scikit-learn's bundled copy of Fisher's Iris data (load_iris); nothing is
random. Writes data/Iris.csv beside this file; re-running reproduces every byte.
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
    bunch = load_iris()
    frame = pd.DataFrame(bunch.data, columns=["SepalLengthCm", "SepalWidthCm", "PetalLengthCm", "PetalWidthCm"])
    frame.insert(0, "Id", range(1, len(frame) + 1))
    frame["Species"] = ["Iris-" + bunch.target_names[t] for t in bunch.target]
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "Iris.csv", index=False, lineterminator="\n", float_format="%.1f")


if __name__ == "__main__":
    main()
