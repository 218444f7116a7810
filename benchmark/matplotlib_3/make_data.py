"""Synthetic transactions in the layout of the UCI 'Online Retail' data (Kaggle 'E-Commerce Data', data.csv).

One row per invoice line of a UK online gift shop, Dec 2010 - Dec 2011: InvoiceNo, StockCode,
Description, Quantity, InvoiceDate, UnitPrice, CustomerID, Country. Cancelled invoices carry a
'C' prefix and negative quantities; about a fifth of the lines have no CustomerID. Writes
data/data.csv beside this file from a fixed seed; re-running reproduces every byte.
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

PRODUCTS = [
    ("85123A", "WHITE HANGING HEART T-LIGHT HOLDER", 2.55), ("22423", "REGENCY CAKESTAND 3 TIER", 12.75),
    ("85099B", "JUMBO BAG RED RETROSPOT", 1.65), ("47566", "PARTY BUNTING", 4.65),
    ("84879", "ASSORTED COLOUR BIRD ORNAMENT", 1.69), ("20725", "LUNCH BAG RED RETROSPOT", 1.65),
    ("22720", "SET OF 3 CAKE TINS PANTRY DESIGN", 4.95), ("21212", "PACK OF 72 RETROSPOT CAKE CASES", 0.55),
    ("22457", "NATURAL SLATE HEART CHALKBOARD", 2.95), ("22469", "HEART OF WICKER SMALL", 1.65),
    ("22960", "JAM MAKING SET WITH JARS", 4.25), ("22086", "PAPER CHAIN KIT 50'S CHRISTMAS", 2.95),
    ("22411", "JUMBO SHOPPER VINTAGE RED PAISLEY", 1.95), ("84029E", "RED WOOLLY HOTTIE WHITE HEART.", 3.75),
    ("22632", "HAND WARMER RED POLKA DOT", 1.85), ("21754", "HOME BUILDING BLOCK WORD", 5.95),
    ("22728", "ALARM CLOCK BAKELIKE PINK", 3.75), ("20727", "LUNCH BAG  BLACK SKULL.", 1.65),
    ("23084", "RABBIT NIGHT LIGHT", 2.08), ("84077", "WORLD WAR 2 GLIDERS ASSTD DESIGNS", 0.29),
    ("22197", "SMALL POPCORN HOLDER", 0.85), ("21733", "RED HANGING HEART T-LIGHT HOLDER", 2.95),
    ("22383", "LUNCH BAG SUKI DESIGN", 1.65), ("23203", "JUMBO BAG VINTAGE DOILY", 2.08),
    ("22139", "RETROSPOT TEA SET CERAMIC 11 PC", 4.95), ("84946", "ANTIQUE SILVER T-LIGHT GLASS", 1.25),
]  # fmt: skip
PATTERNS = ["RED RETROSPOT", "PINK POLKADOT", "VINTAGE PAISLEY", "BLUE SPOTTY", "WOODLAND", "SKULL",
            "DOLLY GIRL", "SPACEBOY", "VINTAGE DOILY", "REGENCY", "SUKI", "VINTAGE CHRISTMAS"]
ITEMS = [("LUNCH BAG", 1.65), ("JUMBO BAG", 2.08), ("CHILDRENS APRON", 1.95), ("PAPER NAPKINS", 0.85),
         ("PENCIL CASE", 0.65), ("WATER BOTTLE", 4.25), ("CHARLOTTE BAG", 0.85), ("MINI CAKE CASES", 0.55),
         ("TEA TOWEL", 1.25), ("GIFT WRAP", 0.42)]
for _i, _pat in enumerate(PATTERNS):
    for _j, (_item, _price) in enumerate(ITEMS):
        if (_i * 7 + _j * 3) % 4 != 0:
            PRODUCTS.append((str(20700 + 37 * _i + 5 * _j) + "ABC"[(_i + _j) % 3] * ((_i + _j) % 2), f"{_item} {_pat}", _price))
COUNTRIES = {
    "United Kingdom": 330, "Germany": 14, "France": 12, "EIRE": 9, "Spain": 5, "Netherlands": 4, "Belgium": 4,
    "Switzerland": 4, "Portugal": 3, "Australia": 3, "Norway": 2, "Italy": 2, "Channel Islands": 2,
    "Finland": 2, "Cyprus": 2, "Sweden": 2, "Austria": 2, "Denmark": 1, "Japan": 1, "Poland": 1, "USA": 1,
    "Israel": 1, "Unspecified": 1, "Singapore": 1, "Iceland": 1, "Canada": 1, "Greece": 1, "Malta": 1,
    "United Arab Emirates": 1, "European Community": 1, "RSA": 1, "Lebanon": 1, "Lithuania": 1,
    "Brazil": 1, "Bahrain": 1, "Saudi Arabia": 1,
}  # fmt: skip


def main() -> None:
    rng = np.random.default_rng(seeded(536365))
    rows = []
    invoice = 536365
    names = list(COUNTRIES)
    weights = np.array([COUNTRIES[c] for c in names], float)
    customers = {c: list(rng.integers(12346, 18288, size=max(1, COUNTRIES[c] // 3))) for c in names}
    start = pd.Timestamp("2010-12-01 08:26")
    times = np.sort(rng.uniform(0, 373 * 24 * 60, 430))
    country_seq = list(rng.choice(names, size=430, p=weights / weights.sum()))
    # every country shows up at least once
    for i, c in enumerate(names):
        country_seq[7 + i * 11] = c
    sold = []
    for k in range(430):
        country = country_seq[k]
        when = (start + pd.Timedelta(minutes=float(times[k]))).replace(second=0)
        if when.hour < 7 or when.hour > 19:
            when = when.replace(hour=int(8 + when.hour % 10))
        date = f"{when.month}/{when.day}/{when.year} {when.hour}:{when.minute:02d}"
        cust = float(rng.choice(customers[country])) if rng.uniform() > 0.18 else np.nan
        n_lines = int(rng.integers(1, 30)) if country == "United Kingdom" else int(rng.integers(2, 20))
        picks = rng.choice(len(PRODUCTS), size=min(n_lines, len(PRODUCTS)), replace=False)
        lines = []
        for p in picks:
            code, desc, price = PRODUCTS[p]
            qty = int(rng.choice([1, 2, 3, 4, 6, 8, 10, 12, 12, 24, 24, 48, 96]))
            unit = round(price * (0.85 if qty >= 24 else 1.0), 2)
            lines.append([str(invoice), code, desc, qty, date, unit, cust, country])
        if country != "United Kingdom" and rng.uniform() < 0.8:
            lines.append([str(invoice), "POST", "POSTAGE", int(rng.integers(1, 4)), date, 18.0, cust, country])
        rows += lines
        if not np.isnan(cust):
            sold.append(lines)
        invoice += 1
        # cancellations of earlier orders
        if rng.uniform() < 0.05 and sold:
            old = sold[int(rng.integers(len(sold)))]
            for line in old[: int(rng.integers(1, 4))]:
                rows.append(["C" + str(invoice), line[1], line[2], -line[3], date, line[5], line[6], line[7]])
            invoice += 1
        # lines adjusted in the warehouse, no customer
        if rng.uniform() < 0.02:
            code, desc, _ = PRODUCTS[int(rng.integers(len(PRODUCTS)))]
            rows.append([str(invoice), code, rng.choice(["damaged", "?", "check", "lost"]), -int(rng.integers(5, 60)), date, 0.0, np.nan, "United Kingdom"])
            invoice += 1
    # a Czech customer whose order was cancelled for more than the one invoice in the period
    rows.append(["C" + str(invoice), "22423", "REGENCY CAKESTAND 3 TIER", -12, "11/17/2011 14:06", 10.95, 12781.0, "Czech Republic"])
    rows.append(["C" + str(invoice), "POST", "POSTAGE", -2, "11/17/2011 14:06", 40.0, 12781.0, "Czech Republic"])
    rows.append([str(invoice + 1), "22960", "JAM MAKING SET WITH JARS", 6, "11/22/2011 10:41", 4.25, 12781.0, "Czech Republic"])
    rows.append([str(invoice + 1), "84879", "ASSORTED COLOUR BIRD ORNAMENT", 8, "11/22/2011 10:41", 1.69, 12781.0, "Czech Republic"])
    rows.append([str(invoice + 1), "POST", "POSTAGE", 1, "11/22/2011 10:41", 40.0, 12781.0, "Czech Republic"])
    frame = pd.DataFrame(rows, columns=["InvoiceNo", "StockCode", "Description", "Quantity", "InvoiceDate",
                                        "UnitPrice", "CustomerID", "Country"])  # fmt: skip
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "data.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
