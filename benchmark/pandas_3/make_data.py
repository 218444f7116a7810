"""Synthetic data in the shape of the Kaggle "Google Play Store Apps" googleplaystore.csv.

Same 13 columns as the Kaggle scrape (App, Category, Rating, Reviews, Size, Installs, Type,
Price, Content Rating, Genres, Last Updated, Current Ver, Android Ver) and the same raw text
formats: Size as '19M' / '201k' / 'Varies with device', Installs as '10,000+', Price as '0' for
free apps and '$4.99' for paid ones (a few "I am rich"-style apps at $399.99), Rating missing
for apps with few reviews, some apps listed twice. Rows grouped by category as in the original.
Writes data/googleplaystore.csv beside this file from a fixed seed; re-running reproduces
every byte.
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

CATEGORIES = {
    "ART_AND_DESIGN": ("Art & Design", 60), "AUTO_AND_VEHICLES": ("Auto & Vehicles", 50),
    "BEAUTY": ("Beauty", 40), "BOOKS_AND_REFERENCE": ("Books & Reference", 120),
    "BUSINESS": ("Business", 180), "COMICS": ("Comics", 40), "COMMUNICATION": ("Communication", 140),
    "DATING": ("Dating", 80), "EDUCATION": ("Education", 70), "ENTERTAINMENT": ("Entertainment", 60),
    "EVENTS": ("Events", 30), "FINANCE": ("Finance", 160), "FOOD_AND_DRINK": ("Food & Drink", 60),
    "HEALTH_AND_FITNESS": ("Health & Fitness", 150), "HOUSE_AND_HOME": ("House & Home", 40),
    "LIBRARIES_AND_DEMO": ("Libraries & Demo", 40), "LIFESTYLE": ("Lifestyle", 170),
    "GAME": ("Action", 400), "FAMILY": ("Education", 700), "MEDICAL": ("Medical", 190),
    "SOCIAL": ("Social", 120), "SHOPPING": ("Shopping", 110), "PHOTOGRAPHY": ("Photography", 150),
    "SPORTS": ("Sports", 160), "TRAVEL_AND_LOCAL": ("Travel & Local", 110), "TOOLS": ("Tools", 360),
    "PERSONALIZATION": ("Personalization", 170), "PRODUCTIVITY": ("Productivity", 180),
    "PARENTING": ("Parenting", 30), "WEATHER": ("Weather", 40), "VIDEO_PLAYERS": ("Video Players & Editors", 75),
    "NEWS_AND_MAGAZINES": ("News & Magazines", 120), "MAPS_AND_NAVIGATION": ("Maps & Navigation", 60),
}  # fmt: skip
GAME_GENRES = ["Action", "Arcade", "Casual", "Puzzle", "Racing", "Sports", "Strategy", "Simulation", "Adventure", "Card", "Board", "Word"]
FAMILY_GENRES = ["Education;Education", "Entertainment", "Casual;Pretend Play", "Educational;Brain Games", "Simulation", "Puzzle;Brain Games", "Role Playing", "Education;Creativity"]
WORDS_A = ["Super", "Smart", "Easy", "My", "Pro", "Free", "Simple", "Magic", "Daily", "Best", "Photo", "Quick", "HD", "Pocket", "Ultimate", "Cute", "Happy", "Mini", "Cool", "Live"]
WORDS_B = {
    "ART_AND_DESIGN": ["Sketch", "Drawing", "Coloring Book", "Tattoo Designs", "Pixel Art", "Paint"],
    "FINANCE": ["Budget", "Expense Tracker", "Bank", "Wallet", "Stock Quotes", "Loan Calculator"],
    "LIFESTYLE": ["Horoscope", "Recipes", "Wallpapers", "Quotes", "Diary", "Fashion"],
    "GAME": ["Racing 3D", "Zombie Shooter", "Solitaire", "Bubble Pop", "Tower Defense", "Chess"],
    "FAMILY": ["Kids Learning", "ABC Games", "Baby Puzzles", "Math for Kids", "Doctor Games", "Piano Kids"],
    "MEDICAL": ["Drug Guide", "Pregnancy Tracker", "Anatomy", "Nurse Notes", "Pill Reminder", "ECG Guide"],
    "TOOLS": ["Flashlight", "File Manager", "Battery Saver", "QR Scanner", "Calculator", "Cleaner"],
}
WORDS_B_DEFAULT = ["Guide", "App", "Manager", "Tracker", "Reader", "Planner", "Finder", "Studio", "Hub", "Lite"]
SUFFIX = ["", "", "", " 2018", " Free", " Pro", " - Official", " & More", " Plus", " HD"]
INSTALL_STEPS = [1, 5, 10, 50, 100, 500, 1000, 5000, 10000, 50000, 100000, 500000, 1000000, 5000000, 10000000, 50000000, 100000000]
PRICES = [0.99, 1.49, 1.99, 2.49, 2.99, 3.49, 3.99, 4.49, 4.99, 5.99, 6.99, 7.99, 9.99, 12.99, 14.99, 19.99, 24.99, 29.99]
PRICE_P = np.array([14, 2, 10, 2, 12, 1, 5, 2, 9, 3, 3, 2, 4, 1, 2, 2, 1, 1], dtype=float)
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
ANDROID = ["4.0.3 and up", "4.1 and up", "4.0 and up", "4.4 and up", "2.3 and up", "5.0 and up", "4.2 and up", "Varies with device", "3.0 and up", "6.0 and up"]
ANDROID_P = [0.14, 0.24, 0.13, 0.09, 0.06, 0.06, 0.04, 0.13, 0.03, 0.08]


def main() -> None:
    rng = np.random.default_rng(seeded(20180803))
    rows = []
    for cat, (genre, n) in CATEGORIES.items():
        n = n // 3
        words = WORDS_B.get(cat, WORDS_B_DEFAULT)
        for i in range(n):
            name = f"{rng.choice(WORDS_A)} {rng.choice(words)}{rng.choice(SUFFIX)}"
            if cat == "GAME":
                g = rng.choice(GAME_GENRES)
            elif cat == "FAMILY":
                g = rng.choice(FAMILY_GENRES)
            else:
                g = genre
            paid_p = {"FAMILY": 0.11, "MEDICAL": 0.2, "PERSONALIZATION": 0.15, "GAME": 0.08, "TOOLS": 0.09}.get(cat, 0.05)
            paid = (cat != "ART_AND_DESIGN" or i > 25) and rng.uniform() < paid_p
            k = int(np.clip(rng.normal(9.5 if not paid else 5.5, 2.6), 0, len(INSTALL_STEPS) - 1))
            installs = INSTALL_STEPS[k]
            reviews = int(installs * rng.uniform(0.005, 0.08)) if installs > 10 else int(rng.integers(0, 3))
            rating = np.nan if reviews < 3 and rng.uniform() < 0.85 else float(np.clip(round(rng.normal(4.2, 0.45), 1), 1.0, 5.0))
            size = "Varies with device" if rng.uniform() < 0.12 else (
                f"{int(rng.integers(11, 999))}k" if rng.uniform() < 0.05 else f"{round(float(rng.lognormal(2.6, 0.9)), 1):g}M")
            price = "0"
            if paid:
                p = PRICES[rng.choice(len(PRICES), p=PRICE_P / PRICE_P.sum())]
                price = f"${p:.2f}"
            content = rng.choice(["Everyone", "Teen", "Everyone 10+", "Mature 17+"], p=[0.8, 0.11, 0.04, 0.05])
            updated = f"{rng.choice(MONTHS)} {int(rng.integers(1, 29))}, {rng.choice([2015, 2016, 2017, 2018, 2018, 2018, 2018])}"
            ver = "Varies with device" if size == "Varies with device" else f"{int(rng.integers(1, 9))}.{int(rng.integers(0, 10))}.{int(rng.integers(0, 20))}"
            android = "Varies with device" if size == "Varies with device" else rng.choice(ANDROID, p=ANDROID_P)
            rows.append([name, cat, rating, str(reviews), size, f"{installs:,}+", "Paid" if paid else "Free",
                         price, content, g, updated, ver, android])
            if rng.uniform() < 0.06:
                rows.append(list(rows[-1]))
        if cat in ("LIFESTYLE", "FINANCE", "ENTERTAINMENT"):
            for j in range(2):
                rows.append([["I am Rich", "I Am Rich Premium", "I am rich VIP", "I'm Rich - Trump Edition", "I am Rich Plus", "I AM RICH PRO"][len(rows) % 6],
                             cat, float(round(rng.uniform(3.5, 4.4), 1)), str(int(rng.integers(50, 4000))), f"{round(float(rng.uniform(1, 9)), 1):g}M",
                             ["1,000+", "10,000+", "5,000+"][j], "Paid", "$399.99", "Everyone", genre,
                             f"{rng.choice(MONTHS)} {int(rng.integers(1, 29))}, 2018", "1.0", "4.0 and up"])
    df = pd.DataFrame(rows, columns=["App", "Category", "Rating", "Reviews", "Size", "Installs", "Type", "Price",
                                     "Content Rating", "Genres", "Last Updated", "Current Ver", "Android Ver"])
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "googleplaystore.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
