"""Synthetic mushroom records in the layout of the UCI / Kaggle 'Mushroom Classification' mushrooms.csv.

23 single-letter categorical columns, `class` e (edible) or p (poisonous), odor strongly tied to the
class as in the original data, '?' for a missing stalk-root, a constant veil-type and a few very rare
categories. Grooved caps (cap-surface g) are on a single mushroom, one the notebook's split
(test_size=0.25, random_state=42) trains on, as in the original file: under any seed the test
rows then lack a category the training rows have. Writes data/mushrooms.csv beside this file
from a fixed seed; re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.model_selection import train_test_split


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
N = 2000

# column: (values, weights if edible, weights if poisonous)
COLS = {
    "cap-shape": ("xfkbsc", [44, 37, 5, 12, 1, 0.3], [46, 40, 16, 1, 0, 0.3]),
    "cap-surface": ("fgys", [37, 0.2, 28, 35], [21, 0.2, 45, 33]),
    "cap-color": ("nbcgrpuewy", [29, 1, 1, 24, 2, 1, 0.5, 15, 17, 10], [27, 3, 0.5, 21, 0, 2, 0, 22, 8, 16]),
    "bruises": ("tf", [65, 35], [16, 84]),
    "odor": ("alcyfmnps", [9.5, 9.5, 0, 0, 0, 0, 81, 0, 0], [0, 0, 5, 14, 55, 1, 3, 7, 15]),
    "gill-attachment": ("af", [4, 96], [0.5, 99.5]),
    "gill-spacing": ("cw", [71, 29], [97, 3]),
    "gill-size": ("bn", [93, 7], [43, 57]),
    "gill-color": ("knbhgrpouewy", [8, 20, 0, 5, 6, 0.5, 20, 2, 10, 2, 25, 1.5], [2, 5, 44, 14, 12, 0.5, 16, 0, 1, 0, 5, 0.5]),
    "stalk-shape": ("et", [38, 62], [50, 50]),
    "stalk-root": ("bcuez?", [46, 12, 0, 19, 8, 15], [47, 2, 0, 7, 0, 44]),
    "stalk-surface-above-ring": ("fyks", [9, 0.5, 4, 86.5], [4, 0.5, 55, 40.5]),
    "stalk-surface-below-ring": ("fyks", [9, 3, 4, 84], [5, 4, 55, 36]),
    "stalk-color-above-ring": ("nbcgopewy", [0.5, 0, 0, 14, 4, 17, 2, 62, 0.2], [10, 11, 1, 0, 0, 29, 0, 48, 0.2]),
    "stalk-color-below-ring": ("nbcgopewy", [0.8, 0, 0, 14, 4, 17, 2, 61, 0.4], [10, 11, 1, 0, 0, 29, 0, 48, 0.5]),
    "veil-type": ("p", [1], [1]),
    "veil-color": ("nowy", [2, 2, 96, 0], [0, 0, 99, 1]),
    "ring-number": ("not", [0, 87, 13], [1, 97, 2]),
    "ring-type": ("eflnp", [25, 1, 0, 0, 74], [44, 0, 33, 1, 22]),
    "spore-print-color": ("knbhrouwy", [39, 41, 1, 1, 0, 1, 1, 15, 1], [4, 5, 0, 41, 2, 0, 0, 48, 0]),
    "population": ("acnsvy", [10, 6, 9, 21, 28, 26], [0, 2, 0, 9, 72, 17]),
    "habitat": ("glmpuwd", [32, 6, 6, 3, 3, 5, 45], [21, 15, 1, 26, 6, 0, 31]),
}


def one_grooved_cap_in_training(surface: np.ndarray, rng: np.random.Generator) -> None:
    """Keep cap-surface 'g' on exactly one row of the notebook's training split: the first such
    row drawn, or the first training row if none was (the other 'g' rows draw again from f, y, s)."""
    train, _ = train_test_split(np.arange(N), test_size=0.25, random_state=42)
    grooved = np.flatnonzero(surface == "g")
    keep = next((i for i in train if surface[i] == "g"), train[0])
    for i in grooved:
        if i != keep:
            surface[i] = rng.choice(list("fys"))
    surface[keep] = "g"


def main() -> None:
    rng = np.random.default_rng(seeded(20240607))
    cls = rng.choice(["e", "p"], N, p=[0.518, 0.482])
    data = {"class": cls}
    for col, (vals, w_e, w_p) in COLS.items():
        out = np.empty(N, dtype=object)
        for label, w in (("e", w_e), ("p", w_p)):
            m = cls == label
            p = np.asarray(w, dtype=float)
            out[m] = rng.choice(list(vals), m.sum(), p=p / p.sum())
        data[col] = out
    one_grooved_cap_in_training(data["cap-surface"], rng)
    OUT.mkdir(exist_ok=True)
    pd.DataFrame(data).to_csv(OUT / "mushrooms.csv", index=False)


if __name__ == "__main__":
    main()
