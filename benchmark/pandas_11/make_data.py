"""Synthetic news articles in the layout of the BBC News dataset (bbc-fulltext).

One folder per category (business, entertainment, politics, sport, tech) holding numbered .txt
files; the first line of a file is the headline, then a blank line and the body paragraphs, as
in the original dataset. The text is generated from category word lists and is not real news.
Writes data/bbc/ beside this file from a fixed seed; re-running reproduces every byte.
"""

import argparse
import shutil
from pathlib import Path

import numpy as np


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data" / "bbc"
N_PER_CATEGORY = 24

COMMON = ("the a of to in and said that for on was is it with by he as at from has its have "
          "be an will but which also are been this had year last new would more than they were "
          "after some one two people first up who about over there could").split()

WORDS = {
    "business": ("shares profit market company bank economy growth sales firm investors prices "
                 "oil dollar rates deal chief executive quarter analysts stock euro jobs debt "
                 "inflation retail exports trade billion tax budget yukos airline earnings").split(),
    "entertainment": ("film music band award star show album actor director festival singer "
                      "oscar box office chart tv series comedy stage theatre cinema hollywood "
                      "song role tour record fans nominations drama producer").split(),
    "politics": ("government labour minister party election blair tory lib dems mps vote "
                 "campaign secretary parliament brown howard commons policy bill lords "
                 "leader prime reform voters kennedy council immigration home office").split(),
    "sport": ("game match win team cup players coach season injury england club goal final "
              "league champion rugby football chelsea arsenal tennis open seed victory "
              "squad striker olympic race title").split(),
    "tech": ("mobile phone software users internet technology computer digital online games "
             "broadband net microsoft apple search web network video devices virus music "
             "gadget data site firms consoles chips mobiles").split(),
}


def sentence(rng, vocab):
    n = int(rng.integers(9, 22))
    words = [vocab[int(rng.integers(len(vocab)))] if rng.uniform() < 0.3
             else COMMON[int(rng.integers(len(COMMON)))] for _ in range(n)]
    if rng.uniform() < 0.3:
        words.insert(int(rng.integers(n)), str(int(rng.integers(2, 99))) + ("%" if rng.uniform() < 0.4 else ""))
    return " ".join(words).capitalize() + "."


def main() -> None:
    rng = np.random.default_rng(seeded(7))
    if OUT.exists():
        shutil.rmtree(OUT)
    # a little cross-talk between categories so that it is not trivially separable
    allwords = sum(WORDS.values(), [])
    for cat, vocab in WORDS.items():
        folder = OUT / cat
        folder.mkdir(parents=True)
        for i in range(1, N_PER_CATEGORY + 1):
            mix = vocab * 3 + allwords
            title = " ".join(vocab[int(rng.integers(len(vocab)))] for _ in range(int(rng.integers(3, 6)))).capitalize()
            paras = []
            for _ in range(int(rng.integers(3, 7))):
                paras.append(" ".join(sentence(rng, mix) for _ in range(int(rng.integers(1, 4)))))
            text = title + "\n\n" + "\n\n".join(paras) + "\n"
            (folder / f"{i:03d}.txt").write_bytes(text.encode("latin-1"))


if __name__ == "__main__":
    main()
