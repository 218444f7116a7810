"""Write data/animals/ for matplotlib_5.

Synthetic, in the layout of Kaggle's "Animal Image Dataset (DOG, CAT and PANDA)": one folder
per class, animals/cats, animals/dogs and animals/panda, files named <class>_<five digits>.
The real set has 1,000 photographs per class (JPEG, mostly about 300-500 px); this one has 100
small 64x64 PNG drawings per class, from a fixed seed, so that every run writes the same bytes.

Properties the notebook depends on and the drawings keep:
- three balanced classes (the same number of images in each folder), RGB images that the
  notebook resizes and flattens into one row of pixels each;
- what separates the classes on raw pixels is mostly colour and contrast: pandas are black
  and white, often on green (bamboo), cats and dogs are brown, grey or ginger on varied
  backgrounds and are confused more with each other than with pandas. Classifiers on raw
  pixels (k-NN, an SVM on PCA components) reach about 0.5-0.6 accuracy on the real photos;
  on these drawings they score higher (about 0.8-0.9), and the first two PCA components
  show the pandas apart and the cats and dogs overlapping.
"""

import argparse
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data" / "animals"
PER_CLASS = 100
SIZE = 64
SCALE = 2  # drawn at 128 px, then shrunk: smooth edges
rng = np.random.default_rng(seeded(2019))


def jitter(rgb, amount):
    return tuple(int(np.clip(v + rng.normal(0, amount), 0, 255)) for v in rgb)


def background():
    kind = rng.random()
    if kind < 0.35:
        base = (rng.integers(150, 230),) * 3  # grey / white room
    elif kind < 0.6:
        base = (rng.integers(120, 200), rng.integers(90, 160), rng.integers(60, 120))  # wood
    elif kind < 0.8:
        base = (rng.integers(60, 120), rng.integers(110, 170), rng.integers(50, 100))  # grass
    else:
        base = (rng.integers(90, 160), rng.integers(120, 180), rng.integers(160, 230))  # sky / blue
    return jitter(base, 6)


def canvas(bg, bg2):
    s = SIZE * SCALE
    t = np.linspace(0, 1, s)[:, None, None]
    grad = (np.array(bg)[None, None, :] * (1 - t) + np.array(bg2)[None, None, :] * t)
    return Image.fromarray(np.repeat(grad, s, axis=1).astype(np.uint8), "RGB")


def head_box(cx, cy, r):
    return [cx - r, cy - r * 0.9, cx + r, cy + r * 0.9]


def draw_cat(d, cx, cy, r):
    fur = [(210, 120, 50), (120, 120, 125), (70, 60, 55), (225, 210, 190), (150, 110, 80)]
    col = jitter(fur[rng.integers(len(fur))], 12)
    dark = tuple(max(0, v - 60) for v in col)
    for side in (-1, 1):  # pointed ears
        d.polygon([(cx + side * r * 0.85, cy - r * 0.2), (cx + side * r * 0.75, cy - r * 1.35),
                   (cx + side * r * 0.2, cy - r * 0.75)], fill=col)
    d.ellipse(head_box(cx, cy, r), fill=col)
    if rng.random() < 0.6:  # tabby stripes
        for k in range(3):
            x = cx - r * 0.3 + k * r * 0.3
            d.line([(x, cy - r * 0.85), (x, cy - r * 0.4)], fill=dark, width=max(2, int(r / 10)))
    for side in (-1, 1):
        d.ellipse([cx + side * r * 0.4 - r * 0.16, cy - r * 0.2, cx + side * r * 0.4 + r * 0.16,
                   cy + r * 0.05], fill=jitter((120, 170, 60), 20))
    d.polygon([(cx - r * 0.1, cy + r * 0.2), (cx + r * 0.1, cy + r * 0.2), (cx, cy + r * 0.32)],
              fill=(230, 140, 150))


def draw_dog(d, cx, cy, r):
    fur = [(140, 90, 45), (200, 160, 100), (60, 45, 35), (230, 200, 150), (170, 110, 60)]
    col = jitter(fur[rng.integers(len(fur))], 12)
    ear = tuple(max(0, v - 45) for v in col)
    for side in (-1, 1):  # floppy ears
        d.ellipse([cx + side * r * 0.95 - r * 0.3, cy - r * 0.6, cx + side * r * 0.95 + r * 0.3,
                   cy + r * 0.55], fill=ear)
    d.ellipse(head_box(cx, cy, r * 0.92), fill=col)
    muzzle = tuple(min(255, v + 45) for v in col)
    d.ellipse([cx - r * 0.45, cy + r * 0.05, cx + r * 0.45, cy + r * 0.7], fill=muzzle)
    d.ellipse([cx - r * 0.15, cy + r * 0.1, cx + r * 0.15, cy + r * 0.3], fill=(25, 20, 20))
    for side in (-1, 1):
        d.ellipse([cx + side * r * 0.38 - r * 0.11, cy - r * 0.3, cx + side * r * 0.38 + r * 0.11,
                   cy - r * 0.08], fill=(40, 25, 15))
    if rng.random() < 0.3:  # tongue
        d.ellipse([cx - r * 0.1, cy + r * 0.55, cx + r * 0.1, cy + r * 0.85], fill=(220, 90, 110))


def draw_panda(d, cx, cy, r):
    white = jitter((235, 235, 228), 8)
    black = jitter((25, 25, 28), 5)
    for side in (-1, 1):
        d.ellipse([cx + side * r * 0.75 - r * 0.3, cy - r * 1.05, cx + side * r * 0.75 + r * 0.3,
                   cy - r * 0.45], fill=black)
    d.ellipse(head_box(cx, cy, r), fill=white)
    for side in (-1, 1):
        d.ellipse([cx + side * r * 0.4 - r * 0.22, cy - r * 0.35, cx + side * r * 0.4 + r * 0.22,
                   cy + r * 0.15], fill=black)
        d.ellipse([cx + side * r * 0.4 - r * 0.06, cy - r * 0.2, cx + side * r * 0.4 + r * 0.06,
                   cy - r * 0.05], fill=(240, 240, 240))
    d.ellipse([cx - r * 0.14, cy + r * 0.2, cx + r * 0.14, cy + r * 0.38], fill=black)
    if rng.random() < 0.5:  # body below the head
        d.ellipse([cx - r * 1.3, cy + r * 0.8, cx + r * 1.3, cy + r * 2.4], fill=black)


DRAW = {"cats": draw_cat, "dogs": draw_dog, "panda": draw_panda}


def image(cls):
    bg = background()
    if cls == "panda" and rng.random() < 0.6:  # bamboo
        bg = jitter((70, 130, 55), 15)
    img = canvas(bg, jitter(bg, 25))
    d = ImageDraw.Draw(img)
    s = SIZE * SCALE
    r = rng.uniform(0.28, 0.4) * s
    cx = s / 2 + rng.normal(0, s * 0.06)
    cy = s / 2 + rng.normal(0, s * 0.05) + r * 0.1
    DRAW[cls](d, cx, cy, r)
    img = img.filter(ImageFilter.GaussianBlur(1.2)).resize((SIZE, SIZE), Image.LANCZOS)
    arr = np.asarray(img).astype(np.int16)
    light = rng.normal(1.0, 0.08)
    arr = arr * light + rng.normal(0, 0.7, arr.shape)
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB")


for cls in ("cats", "dogs", "panda"):
    folder = OUT / cls
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.png"):
        old.unlink()
    for i in range(1, PER_CLASS + 1):
        image(cls).save(folder / f"{cls}_{i:05d}.png", optimize=True)
