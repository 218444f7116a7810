"""The Breast Cancer Wisconsin (Diagnostic) data in the layout of Kaggle's data.csv.

The 569 tumours come from scikit-learn's bundled copy of the UCI data set (load_breast_cancer).
They are written out the way the Kaggle upload has them: an `id` column, `diagnosis` as M/B,
the 30 features named radius_mean ... fractal_dimension_worst (with the space in
"concave points_mean"), and the empty trailing column that pandas reads as "Unnamed: 32".
The ids are made up from a fixed seed (scikit-learn does not ship them). Writes data/data.csv
beside this file; re-running reproduces every byte.
"""

from pathlib import Path

import numpy as np
from sklearn.datasets import load_breast_cancer

OUT = Path(__file__).resolve().parent / "data"


def kaggle_name(name: str) -> str:
    if name.startswith("mean "):
        return name[5:] + "_mean"
    if name.startswith("worst "):
        return name[6:] + "_worst"
    if name.endswith(" error"):
        return name[:-6] + "_se"
    raise ValueError(name)


def main() -> None:
    data = load_breast_cancer()
    rng = np.random.default_rng(8423)
    ids = rng.choice(np.arange(8510, 911320), size=len(data.target), replace=False) * 10 + rng.integers(0, 10, len(data.target))
    names = [kaggle_name(n).replace("fractal dimension", "fractal_dimension") for n in data.feature_names]
    lines = ["id,diagnosis," + ",".join(names) + ","]
    for i, row, t in zip(ids, data.data, data.target):
        vals = ",".join(f"{v:g}" for v in row)
        lines.append(f"{i},{'B' if t == 1 else 'M'},{vals},")
    OUT.mkdir(exist_ok=True)
    (OUT / "data.csv").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
