"""Synthetic Palmer penguins in the shape of Kaggle's "Palmer Archipelago (Antarctica) penguin
data" file penguins_size.csv.

344 penguins under the file's columns: species, island, culmen_length_mm, culmen_depth_mm,
flipper_length_mm, body_mass_g, sex. Rows come in the file's order (152 Adelie on Torgersen,
Biscoe and Dream, 68 Chinstrap on Dream, 124 Gentoo on Biscoe). Measurements are drawn per
species and sex around the published group means and spreads, with a shared size factor, and
written the way the file has them (culmen to 0.1 mm, flipper and body mass as floats). The
file's quirks are kept: two birds with no measurements (rows 3 and 339), eight more without a
sex (10 missing in all), and one Gentoo whose sex is "." (row 336). The first rows are the
file's own. Fixed seed; re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"

# (culmen length, culmen depth, flipper length, body mass): mean and sd per species and sex
STATS = {
    ("Adelie", "MALE"): ((40.4, 2.3), (19.1, 1.0), (192.4, 6.6), (4043, 347)),
    ("Adelie", "FEMALE"): ((37.3, 2.0), (17.6, 0.9), (187.8, 5.6), (3369, 269)),
    ("Chinstrap", "MALE"): ((51.1, 1.6), (19.3, 0.8), (199.9, 6.0), (3939, 362)),
    ("Chinstrap", "FEMALE"): ((46.6, 3.1), (17.6, 0.8), (191.7, 5.8), (3527, 285)),
    ("Gentoo", "MALE"): ((49.5, 2.7), (15.7, 0.7), (221.5, 5.7), (5485, 313)),
    ("Gentoo", "FEMALE"): ((45.6, 2.1), (14.2, 0.5), (212.7, 3.9), (4680, 282)),
}

# Adelie colonies in the order of the study years
ADELIE_ISLANDS = [("Torgersen", 20), ("Biscoe", 10), ("Dream", 20), ("Biscoe", 18), ("Dream", 16),
                  ("Torgersen", 16), ("Biscoe", 16), ("Dream", 20), ("Torgersen", 16)]

FIXED_ROWS = {
    0: ("39.1", "18.7", "181.0", "3750.0", "MALE"),
    1: ("39.5", "17.4", "186.0", "3800.0", "FEMALE"),
    2: ("40.3", "18.0", "195.0", "3250.0", "FEMALE"),
    3: ("NA", "NA", "NA", "NA", "NA"),
    4: ("36.7", "19.3", "193.0", "3450.0", "FEMALE"),
    336: ("44.5", "15.7", "217.0", "4875.0", "."),
    339: ("NA", "NA", "NA", "NA", "NA"),
}
NO_SEX = {8, 9, 10, 11, 47, 246, 286, 324}


def measurements(rng: np.random.Generator, species: str, sex: str) -> tuple[str, ...]:
    size = rng.normal()
    vals = []
    for mean, sd in STATS[species, sex]:
        vals.append(mean + sd * (0.55 * size + 0.835 * rng.normal()))
    length, depth, flipper, mass = vals
    return (f"{length:.1f}", f"{depth:.1f}", f"{round(flipper):.1f}",
            f"{25 * round(mass / 25):.1f}")


def main() -> None:
    rng = np.random.default_rng(seeded(20200716))
    birds = []
    for island, n in ADELIE_ISLANDS:
        birds += [("Adelie", island)] * n
    birds += [("Chinstrap", "Dream")] * 68 + [("Gentoo", "Biscoe")] * 124
    assert len(birds) == 344

    lines = ["species,island,culmen_length_mm,culmen_depth_mm,flipper_length_mm,body_mass_g,sex"]
    for i, (species, island) in enumerate(birds):
        # nesting pairs: the sexes mostly alternate, with some randomness
        sex = "MALE" if (i % 2 == 0) != (rng.random() < 0.2) else "FEMALE"
        row = measurements(rng, species, sex)
        if i in FIXED_ROWS:
            row = FIXED_ROWS[i]
        else:
            row = row[:4] + (("NA",) if i in NO_SEX else (sex,))
        lines.append(",".join((species, island) + row))
    OUT.mkdir(exist_ok=True)
    (OUT / "penguins_size.csv").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
