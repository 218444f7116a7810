"""Synthetic Book-Crossing files (BX-Books.csv, BX-Users.csv, BX-Book-Ratings.csv).

Same layout as the Book-Crossing dump on Kaggle: `;`-separated, every field quoted, latin-1,
missing ages written as NULL. As in the original MySQL export, quotes inside some titles are
escaped with a backslash, and a few of those titles also hold a `;`, so their lines split into
too many fields. A handful of real bestsellers head the ratings; the rest is generated.
Writes data/ beside this file from a fixed seed; re-running reproduces every byte.
"""

from pathlib import Path

import numpy as np

OUT = Path(__file__).resolve().parent / "data"

FAMOUS = [
    ("0971880107", "Wild Animus", "Rich Shapero", "2004", "Too Far"),
    ("0316666343", "The Lovely Bones: A Novel", "Alice Sebold", "2002", "Little, Brown"),
    ("0385504209", "The Da Vinci Code", "Dan Brown", "2003", "Doubleday"),
    ("0060928336", "Divine Secrets of the Ya-Ya Sisterhood: A Novel", "Rebecca Wells", "1997",
     "Perennial"),
    ("0312195516", "The Red Tent (Bestselling Backlist)", "Anita Diamant", "1998", "Picador USA"),
    ("044023722X", "A Painted House", "John Grisham", "2001", "Dell Publishing Company"),
    ("0679781587", "Angela's Ashes: A Memoir", "Frank McCourt", "1999", "Scribner"),
    ("0142001740", "The Secret Life of Bees", "Sue Monk Kidd", "2003", "Penguin Books"),
    ("067976402X", "Snow Falling on Cedars", "David Guterson", "1995", "Vintage Books USA"),
    ("0671027360", "Angels & Demons", "Dan Brown", "2001", "Pocket Star"),
    ("0446672211", "Where the Heart Is (Oprah's Book Club (Paperback))", "Billie Letts", "1998",
     "Warner Books"),
    ("059035342X", "Harry Potter and the Sorcerer's Stone (Harry Potter (Paperback))",
     "J. K. Rowling", "1999", "Arthur A. Levine Books"),
]

ADJ = ["Silent", "Broken", "Lost", "Hidden", "Last", "Secret", "Dark", "Golden", "Wild", "Lonely",
       "Burning", "Forgotten", "Little", "Red", "Cold", "Sweet", "Bitter", "Summer", "Winter",
       "Blue", "Crimson", "Empty", "Distant", "Perfect"]
NOUN = ["River", "House", "Garden", "Promise", "Storm", "Sister", "Island", "Road", "Shadow",
        "Kingdom", "Letter", "Heart", "Witness", "Mountain", "Secret", "Dream", "Angel", "Journey",
        "Stranger", "Harvest", "Bridge", "Mirror", "Orchard", "Voyage", "Café", "Château"]
SUFFIX = ["", "", "", "", ": A Novel", " (Vintage Contemporaries)", ": Stories", " (Mass Market)",
          " (Harlequin Romance)", ": A Mystery", " (Oprah's Book Club)", " (Penguin Classics)"]
FIRST = ["John", "Mary", "James", "Patricia", "Nora", "Stephen", "Danielle", "Dean", "Anne",
         "Michael", "Sandra", "Janet", "Tom", "Maeve", "Amy", "Jodi", "Nicholas", "Sue", "Ken",
         "Barbara", "Laura", "Terry", "Agatha", "José", "Françoise", "Günter"]
LAST = ["Smith", "Roberts", "King", "Steel", "Koontz", "Rice", "Evanovich", "Binchy", "Tan",
        "Picoult", "Sparks", "Grafton", "Brown", "Clancy", "Follett", "Pratchett", "Christie",
        "Grisham", "Kingsolver", "Saramago", "Sagan", "Grass", "Brontë", "Quindlen"]
PUBLISHERS = ["Ballantine Books", "Pocket", "Berkley Publishing Group", "Warner Books",
              "Harlequin", "Bantam Books", "Penguin Books", "Signet Book", "Avon", "Fawcett Books",
              "HarperCollins", "Vintage", "Scholastic", "Simon &amp; Schuster", "Dell",
              "Random House", "Del Rey", "St. Martin's Press", "Goldmann", "Gallimard"]
PLACES = ["nyc, new york, usa", "stockton, california, usa", "moscow, yukon territory, canada",
          "porto, v.n.gaia, portugal", "toronto, ontario, canada", "london, england, united kingdom",
          "seattle, washington, usa", "berlin, berlin, germany", "madrid, madrid, spain",
          "barcelona, barcelona, spain", "sydney, new south wales, australia",
          "chicago, illinois, usa", "münchen, bayern, germany", "montréal, quebec, canada",
          "houston, texas, usa", "milano, lombardia, italy", "portland, oregon, usa",
          "köln, nordrhein-westfalen, germany", "austin, texas, usa", "boston, massachusetts, usa"]

N_BOOKS = 2200
N_USERS = 1400
N_RATINGS = 19000


def isbn(rng: np.random.Generator) -> str:
    digits = "".join(str(d) for d in rng.integers(0, 10, 9))
    check = rng.choice(list("0123456789X"), p=[0.09] * 10 + [0.1])
    return digits + check


def q(value: str) -> str:
    return '"' + value + '"'


def main() -> None:
    rng = np.random.default_rng(20171218)
    OUT.mkdir(exist_ok=True)

    seen = {b[0] for b in FAMOUS}
    books = list(FAMOUS)
    while len(books) < N_BOOKS:
        code = isbn(rng)
        if code in seen:
            continue
        seen.add(code)
        n_words = rng.integers(1, 3)
        title = "The " if rng.uniform() < 0.5 else ""
        title += " ".join(rng.choice(ADJ) for _ in range(n_words)) + " " + rng.choice(NOUN)
        title += rng.choice(SUFFIX)
        author = rng.choice(FIRST) + " " + rng.choice(LAST)
        year = "0" if rng.uniform() < 0.015 else str(int(np.clip(rng.normal(1994, 8), 1950, 2004)))
        books.append((code, title, author, year, rng.choice(PUBLISHERS)))

    # backslash-escaped quotes of the MySQL export; with a ';' inside, the line splits in two
    escaped = rng.choice(np.arange(len(FAMOUS), N_BOOKS), size=34, replace=False)
    for k, i in enumerate(sorted(escaped)):
        code, title, author, year, pub = books[i]
        word = rng.choice(NOUN)
        if k % 3 != 2:
            title = f'The \\"{word}\\" {rng.choice(NOUN)}; {rng.choice(["A Novel", "Book One", "Stories"])}'
        else:
            title = f'\\"{word}\\" and Other Stories'
        books[i] = (code, title, author, year, pub)

    lines = ['"ISBN";"Book-Title";"Book-Author";"Year-Of-Publication";"Publisher";'
             '"Image-URL-S";"Image-URL-M";"Image-URL-L"']
    for code, title, author, year, pub in books:
        url = "http://images.amazon.com/images/P/" + code + ".01."
        fields = [code, title, author, year, pub, url + "THUMBZZZ.jpg", url + "MZZZZZZZ.jpg",
                  url + "LZZZZZZZ.jpg"]
        lines.append(";".join(q(f) for f in fields))
    (OUT / "BX-Books.csv").write_bytes(("\n".join(lines) + "\n").encode("latin-1"))

    lines = ['"User-ID";"Location";"Age"']
    for uid in range(1, N_USERS + 1):
        age = "NULL" if rng.uniform() < 0.4 else q(str(int(np.clip(rng.normal(35, 13), 8, 99))))
        lines.append(q(str(uid)) + ";" + q(rng.choice(PLACES)) + ";" + age)
    (OUT / "BX-Users.csv").write_bytes(("\n".join(lines) + "\n").encode("latin-1"))

    # popularity: famous books first, then a long tail; a few ISBNs not in the books file
    codes = [b[0] for b in books] + [isbn(rng) for _ in range(150)]
    weight = 1.0 / (np.arange(len(codes)) + 8.0) ** 0.9
    weight[: len(FAMOUS)] *= np.linspace(6.0, 3.0, len(FAMOUS))
    weight[len(books):] = weight[len(books) - 1]
    order = np.concatenate([np.arange(len(FAMOUS)), len(FAMOUS) + rng.permutation(len(codes) - len(FAMOUS))])
    weight = weight[np.argsort(order)]
    weight /= weight.sum()
    activity = 1.0 / (np.arange(N_USERS) + 3.0) ** 1.1
    activity /= activity.sum()
    users = rng.permutation(N_USERS) + 1

    taste = rng.normal(0, 1, (N_USERS + 1, 3))
    flavour = rng.normal(0, 1, (len(codes), 3))
    pairs = set()
    rows = []
    while len(rows) < N_RATINGS:
        u = int(users[rng.choice(N_USERS, p=activity)])
        b = int(rng.choice(len(codes), p=weight))
        if (u, b) in pairs:
            continue
        pairs.add((u, b))
        if rng.uniform() < 0.62:
            r = 0
        else:
            r = int(np.clip(np.round(7.6 + 1.2 * taste[u] @ flavour[b] / 3 + rng.normal(0, 1.3)), 1, 10))
        rows.append((u, codes[b], r))
    lines = ['"User-ID";"ISBN";"Book-Rating"']
    lines += [q(str(u)) + ";" + q(c) + ";" + q(str(r)) for u, c, r in rows]
    (OUT / "BX-Book-Ratings.csv").write_bytes(("\n".join(lines) + "\n").encode("latin-1"))


if __name__ == "__main__":
    main()
