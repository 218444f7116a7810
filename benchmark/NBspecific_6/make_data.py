"""Synthetic passenger records in the layout of Kaggle's "Spaceship Titanic" competition.

train.csv holds the labelled passengers (with `Transported`), test.csv the unlabelled ones, with
the competition's column names and quirks: ~2 % blanks in every column except PassengerId,
booleans written as True/False, Cabin as deck/num/side, spending that is zero in cryosleep.
Writes data/ beside this file from a fixed seed; re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np
import pandas as pd


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"

PLANETS = ["Earth", "Europa", "Mars"]
DESTS = ["TRAPPIST-1e", "55 Cancri e", "PSO J318.5-22"]
SPEND = ["RoomService", "FoodCourt", "ShoppingMall", "Spa", "VRDeck"]
SYL = {  # first-name parts, surname parts
    "Earth": (["Jam", "Mar", "Ell", "Dan", "Kat", "Ros", "Bet", "Gar", "Lor", "Han", "Jul", "Car", "Bry", "Glen", "Sam"],
              ["es", "ie", "ena", "ald", "ine", "ey", "ton", "ia", "an", "ice"],
              ["Vin", "Bar", "Hub", "Con", "Full", "Reen", "Dom", "Jac", "Mor", "Brad", "Fle", "Wal", "Ster", "Gard", "Hol", "Cas"],
              ["es", "bes", "barrison", "non", "erez", "ington", "ostaffey", "ley", "sons", "ery", "ardy", "ner", "ton"]),
    "Europa": (["Alt", "Sol", "Ach", "Ton", "Sar", "Zub", "Mer", "Nal", "Ast", "Cel", "Hab", "Bel"],
               ["ark", "am", "ban", "sin", "fal", "ila", "ak", "ux", "ulon"],
               ["Sus", "Ofrac", "Cutt", "Ranfor", "Brake", "Truna", "Spri", "Gra", "Pread", "Dis", "Unhear", "Eppi", "Trou"],
               ["ent", "culy", "yplace", "sand", "side", "pper", "ney", "nable", "mead", "table", "ving", "tic", "tant"]),
    "Mars": (["Ner", "Kur", "Dik", "Sal", "Flat", "Moth", "Crus", "Gol", "Zin", "Dut", "Rus", "Bas"],
             ["ax", "ok", "es", "ip", "al", "ex", "ry"],
             ["Mond", "Jeb", "Hac", "Sun", "Flat", "Pi", "Brit", "Col", "Sto", "Mas", "Pin"],
             ["alley", "be", "le", "t", "te", "e", "y", "ad", "ros", "chon"]),
}


def make(rng, n, start_group):
    # groups of 1-4 passengers travelling together
    sizes = rng.choice([1, 1, 1, 1, 2, 2, 3, 4], size=n)
    gid, pid = [], []
    g = start_group
    for s in sizes:
        for p in range(1, s + 1):
            gid.append(g)
            pid.append(p)
        g += rng.integers(1, 3)
        if len(gid) >= n:
            break
    gid, pid = np.array(gid[:n]), np.array(pid[:n])
    group_planet = {k: rng.choice(PLANETS, p=[0.54, 0.25, 0.21]) for k in np.unique(gid)}
    planet = np.array([group_planet[k] for k in gid])
    dest = rng.choice(DESTS, n, p=[0.69, 0.21, 0.10])
    cryo = rng.uniform(size=n) < np.where(planet == "Europa", 0.42, 0.33)
    age = np.clip(np.round(rng.gamma(5.5, 5.3, n)), 0, 79)
    kids = rng.uniform(size=n) < 0.07
    age[kids] = rng.integers(0, 13, kids.sum())
    vip = (rng.uniform(size=n) < np.where(planet == "Earth", 0.0, 0.045)) & (age >= 18)

    deck_p = {"Earth": [0.0, 0.0, 0.0, 0.02, 0.28, 0.36, 0.34, 0.0],
              "Europa": [0.2, 0.33, 0.31, 0.08, 0.075, 0.0, 0.0, 0.005],
              "Mars": [0.0, 0.0, 0.0, 0.14, 0.22, 0.64, 0.0, 0.0]}
    decks = np.array(list("ABCDEFGT"))
    deck = np.array([rng.choice(decks, p=np.array(deck_p[p]) / sum(deck_p[p])) for p in planet])
    num = rng.integers(0, 1800, n)
    side = rng.choice(["P", "S"], n)
    # group members share a cabin most of the time
    for i in range(1, n):
        if gid[i] == gid[i - 1] and rng.uniform() < 0.7:
            deck[i], num[i], side[i] = deck[i - 1], num[i - 1], side[i - 1]
    cabin = np.array([f"{d}/{k}/{s}" for d, k, s in zip(deck, num, side)], dtype=object)

    scale = np.where(planet == "Europa", 900, np.where(planet == "Mars", 450, 260)) * np.where(vip, 2.5, 1.0)
    spend = {}
    for c, pz in zip(SPEND, [0.64, 0.62, 0.65, 0.61, 0.63]):
        v = np.round(rng.exponential(1, n) ** 1.6 * scale * rng.uniform(0.3, 1.2, n))
        v[rng.uniform(size=n) < pz] = 0
        v[cryo | (age < 13)] = 0
        spend[c] = v.astype(float)
    total = sum(spend.values())

    logit = (
        -0.8
        + 1.75 * cryo
        - 0.00055 * np.minimum(total, 6000)
        + 0.55 * (planet == "Europa")
        - 0.25 * (planet == "Earth")
        + 0.45 * (side == "S")
        + 0.5 * np.isin(deck, ["B", "C"])
        - 0.3 * (deck == "E")
        + 0.3 * (dest == "55 Cancri e")
        + 0.45 * (age < 13)
        + 0.9 * ((spend["Spa"] + spend["VRDeck"]) == 0)
        - 0.7 * ((spend["FoodCourt"] + spend["ShoppingMall"]) == 0) * (~cryo)
        + rng.normal(0, 0.3, n)
    )
    transported = rng.uniform(size=n) < 1 / (1 + np.exp(-logit))

    fam = {}
    for k in np.unique(gid):
        a, b = SYL[group_planet[k]][2:]
        fam[k] = rng.choice(a) + rng.choice(b)
    names = np.array(
        [f"{rng.choice(SYL[p][0])}{rng.choice(SYL[p][1])} {fam[k]}" for p, k in zip(planet, gid)], dtype=object
    )

    df = pd.DataFrame({
        "PassengerId": [f"{a:04d}_{b:02d}" for a, b in zip(gid, pid)],
        "HomePlanet": planet.astype(object),
        "CryoSleep": cryo.astype(object),
        "Cabin": cabin,
        "Destination": dest.astype(object),
        "Age": age,
        "VIP": vip.astype(object),
        **spend,
        "Name": names,
    })
    for c in df.columns[1:]:
        df.loc[rng.uniform(size=n) < rng.uniform(0.018, 0.026), c] = np.nan
    return df, transported, gid[-1]


def main():
    rng = np.random.default_rng(seeded(20220224))
    n_all = 4350
    df, y, _ = make(rng, n_all, 1)
    # Kaggle split by group: the test groups are interleaved with the train ones
    groups = df["PassengerId"].str[:4].astype(int)
    ug = np.unique(groups)
    test_groups = set(rng.choice(ug, size=int(len(ug) * 0.33), replace=False))
    is_test = groups.isin(test_groups).to_numpy()
    train = df[~is_test].copy()
    train["Transported"] = y[~is_test]
    test = df[is_test].copy()
    OUT.mkdir(exist_ok=True)
    train.to_csv(OUT / "train.csv", index=False, lineterminator="\n")
    test.to_csv(OUT / "test.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
