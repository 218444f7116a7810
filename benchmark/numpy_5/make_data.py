"""Writes data/diabetes.tab.txt: scikit-learn's bundled copy of the Efron et al. (2004)
diabetes data (442 patients, raw values), in the tab-separated layout of the original
file (AGE SEX BMI BP S1 S2 S3 S4 S5 S6 Y)."""
import argparse
from pathlib import Path
import numpy as np
from sklearn.datasets import load_diabetes


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument(
    "--seed", type=int, help="a twin's seed (docs/twins.md): this data has no randomness, so none"
)
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

out = Path(__file__).resolve().parent / "data"
out.mkdir(exist_ok=True)
d = load_diabetes(scaled=False)
cols = ["AGE", "SEX", "BMI", "BP", "S1", "S2", "S3", "S4", "S5", "S6", "Y"]
data = np.column_stack([d.data, d.target])
lines = ["\t".join(cols)]
for row in data:
    lines.append("\t".join(f"{v:g}" for v in row))
(out / "diabetes.tab.txt").write_text("\n".join(lines) + "\n")
