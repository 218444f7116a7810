"""Synthetic Eurostat table une_rt_a (annual unemployment rate, % of labour force aged 15-74).

Laid out as the Eurostat download with one row per country or aggregate and one column per
year, the geography labels in the first column `GEO/TIME`. Eurostat marks values that are not
available with ':'. Values are synthetic, in the shape of the real table. Writes
data/une_rt_a.csv beside this file from a fixed seed; re-running reproduces every byte.
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
YEARS = list(range(2012, 2024))

# label, rate 2012, rate 2019, covid bump
GEO = [
    ("European Union - 27 countries (from 2020)", 11.4, 6.8, 0.4),
    ("Euro area - 19 countries  (2015-2022)", 11.4, 7.6, 0.4),
    ("Belgium", 7.6, 5.4, 0.4),
    ("Bulgaria", 12.4, 4.2, 0.9),
    ("Czechia", 7.0, 2.0, 0.6),
    ("Denmark", 7.8, 5.0, 0.6),
    ("Germany (until 1990 former territory of the FRG)", 5.4, 3.0, 0.7),
    ("Estonia", 10.2, 4.5, 2.4),
    ("Ireland", 15.5, 5.0, 0.9),
    ("Greece", 24.5, 17.9, -0.3),
    ("Spain", 24.8, 14.1, 1.4),
    ("France", 9.8, 8.4, -0.4),
    ("Croatia", 16.0, 6.6, 0.9),
    ("Italy", 10.7, 10.0, -0.7),
    ("Cyprus", 11.9, 7.1, 0.5),
    ("Latvia", 15.1, 6.3, 1.8),
    ("Lithuania", 13.4, 6.3, 2.2),
    ("Luxembourg", 5.1, 5.6, 1.2),
    ("Hungary", 11.0, 3.4, 0.9),
    ("Malta", 6.2, 3.6, 0.8),
    ("Netherlands", 5.8, 3.4, 0.5),
    ("Austria", 5.2, 4.8, 1.2),
    ("Poland", 10.1, 3.3, -0.1),
    ("Portugal", 16.6, 6.5, 0.5),
    ("Romania", 6.8, 3.9, 1.1),
    ("Slovenia", 8.9, 4.4, 0.6),
    ("Slovakia", 14.0, 5.8, 0.9),
    ("Finland", 7.7, 6.7, 1.0),
    ("Sweden", 8.0, 6.8, 1.7),
    ("Iceland", 6.0, 3.5, 2.0),
    ("Norway", 3.2, 3.7, 0.7),
    ("Switzerland", 4.5, 4.4, 0.4),
    ("Montenegro", 19.7, 15.1, 2.8),
    ("North Macedonia", 31.0, 17.3, -0.9),
    ("Serbia", 24.0, 10.4, -1.4),
    ("Türkiye", 8.4, 13.7, -0.5),
    ("Bosnia and Herzegovina", 28.0, 15.7, 0.2),
    ("Kosovo*", 30.9, 25.7, 0.2),
]

MISSING = {
    "Bosnia and Herzegovina": range(2012, 2016),
    "Kosovo*": range(2012, 2017),
    "Montenegro": [2012],
    "North Macedonia": [2018],
    "Iceland": [2021],
    "Türkiye": range(2020, 2024),
    "Switzerland": [2023],
}


def main() -> None:
    rng = np.random.default_rng(seeded(2024))
    lines = ["GEO/TIME," + ",".join(str(y) for y in YEARS)]
    for label, r12, r19, bump in GEO:
        peak = r12 * rng.uniform(1.0, 1.12)
        rates = {2012: r12, 2013: peak}
        for y in range(2014, 2020):
            t = (y - 2013) / 6
            rates[y] = peak + (r19 - peak) * t ** 0.8 + rng.normal(0, 0.15)
        rates[2019] = r19
        rates[2020] = r19 + bump + rng.normal(0, 0.1)
        rates[2021] = rates[2020] - abs(rng.normal(0.2, 0.3))
        rates[2022] = rates[2021] * rng.uniform(0.84, 0.97)
        rates[2023] = rates[2022] * rng.uniform(0.95, 1.03)
        miss = set(MISSING.get(label, []))
        cells = [":" if y in miss else f"{max(rates[y], 1.5):.1f}" for y in YEARS]
        lines.append(f'"{label}",' + ",".join(cells) if "," in label else label + "," + ",".join(cells))
    OUT.mkdir(exist_ok=True)
    (OUT / "une_rt_a.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
