"""Synthetic traffic-sign photos in the layout of Kaggle's GTSRB (German Traffic Sign Recognition
Benchmark) training folder.

The real images (about 39,000 crops from car videos) cannot be shipped at their size, so this
draws a small stand-in under the dataset's own folder and file names:

- data/Train/<ClassId>/<ClassId>_<track>_<frame>.png for the 43 classes 0..42, RGB PNGs of one
  sign each, square-ish and between 22 and 48 pixels a side (the real crops run from 15 to 250
  pixels, most of them 30-60), so a notebook has to resize them.
- The classes keep the real signs' look: speed limits 20-120 as red rings with the number
  (classes 0-5, 7, 8), end-of-limit and end-of-restriction signs as grey-striped white discs,
  warnings as red triangles, yield, stop, no entry, priority road, and the blue mandatory-direction
  discs (33-40), each with its own pictogram.
- The class sizes follow the real training set's imbalance (about 210 images of class 0 against
  2,250 of class 2), scaled to 6-28 images a class, 531 in all; as in the real data the images
  of a class come in tracks, several frames of one physical sign at growing size.
- The tutorial CNN (two 5x5 and two 3x3 convolutions, dense 256, dropout) trained for 15 epochs
  on an 80/20 split of these, pixels scaled to 0-1, reaches about 0.6-0.8 validation accuracy
  (the stand-in has about 10 training images a class where the real set has 900); on the real GTSRB it
  reaches about 0.95-0.99.

Writes data/ beside this file from fixed seeds; re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
CANVAS = 96

# images per class in the real GTSRB Train folder (Train.csv ClassId counts)
REAL_COUNTS = [210, 2220, 2250, 1410, 1980, 1860, 420, 1440, 1410, 1470, 2010, 1320, 2100, 2160,
               780, 630, 420, 1110, 1200, 210, 360, 330, 390, 510, 270, 1500, 600, 240, 540, 270,
               450, 780, 240, 689, 420, 1200, 390, 210, 2070, 300, 360, 240, 240]
SPEED = {0: "20", 1: "30", 2: "50", 3: "60", 4: "70", 5: "80", 7: "100", 8: "120"}
RED, WHITE, BLACK, BLUE, YELLOW, GREY = (200, 20, 30), (245, 245, 240), (20, 20, 20), (20, 70, 170), (250, 200, 20), (120, 120, 120)
TRIANGLES = [11, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]
BLUE_DISCS = [33, 34, 35, 36, 37, 38, 39, 40]


def pictogram(draw, cls, box, colour):
    """A class-specific black (or white) glyph inside box = (x0, y0, x1, y1)."""
    rng = np.random.default_rng(1000 + cls)
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    for _ in range(rng.integers(2, 4)):
        kind = rng.integers(0, 3)
        a = (x0 + rng.uniform(0.05, 0.55) * w, y0 + rng.uniform(0.05, 0.55) * h)
        b = (a[0] + rng.uniform(0.3, 0.45) * w, a[1] + rng.uniform(0.3, 0.45) * h)
        if kind == 0:
            draw.rectangle([a, b], fill=colour)
        elif kind == 1:
            draw.ellipse([a, b], fill=colour)
        else:
            draw.line([a, (b[0], a[1] + rng.uniform(-0.3, 0.3) * h)], fill=colour, width=int(w * 0.16))


def arrow(draw, cls, c):
    """White arrow of a blue mandatory sign; the direction depends on the class."""
    angle = {33: 0, 34: 180, 35: -90, 36: -45, 37: -135, 38: 45, 39: 135, 40: -90}[cls]
    t = np.deg2rad(angle)
    d, n = np.array([np.cos(t), np.sin(t)]), np.array([-np.sin(t), np.cos(t)])
    tail, tip = c - 22 * d, c + 22 * d
    draw.line([tuple(tail), tuple(tip - 6 * d)], fill=WHITE, width=9)
    draw.polygon([tuple(tip + 4 * d), tuple(tip - 12 * d + 12 * n), tuple(tip - 12 * d - 12 * n)], fill=WHITE)
    if cls == 40:  # roundabout: a ring around the arrow
        draw.arc([c[0] - 24, c[1] - 24, c[0] + 24, c[1] + 24], 0, 300, fill=WHITE, width=6)


def sign(cls, font):
    """The sign of class cls on a transparent canvas."""
    img = Image.new("RGBA", (CANVAS, CANVAS), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    c = np.array([CANVAS / 2, CANVAS / 2])
    r = CANVAS / 2 - 2
    disc = [2, 2, CANVAS - 2, CANVAS - 2]
    inner = [16, 16, CANVAS - 16, CANVAS - 16]
    if cls in SPEED or cls in (9, 10, 15, 16):
        draw.ellipse(disc, fill=RED)
        draw.ellipse([11, 11, CANVAS - 11, CANVAS - 11], fill=WHITE)
        if cls in SPEED:
            draw.text(tuple(c), SPEED[cls], fill=BLACK, font=font, anchor="mm")
        elif cls != 15:
            pictogram(draw, cls, inner, BLACK)
    elif cls in (6, 32, 41, 42):
        draw.ellipse(disc, fill=WHITE, outline=BLACK, width=2)
        for k in range(-2, 3) if cls == 32 else range(-1, 2):
            off = 7 * k
            draw.line([(20 + off, CANVAS - 20 + off), (CANVAS - 20 + off, 20 + off)], fill=GREY, width=3)
        if cls == 6:
            draw.text(tuple(c), "80", fill=GREY, font=font, anchor="mm")
        elif cls in (41, 42):
            pictogram(draw, cls, inner, GREY)
    elif cls in TRIANGLES:
        pts = [(c[0], 4), (CANVAS - 3, CANVAS - 10), (3, CANVAS - 10)]
        draw.polygon(pts, fill=RED)
        draw.polygon([(c[0], 20), (CANVAS - 17, CANVAS - 17), (17, CANVAS - 17)], fill=WHITE)
        if cls == 18:
            draw.rectangle([c[0] - 3, 38, c[0] + 3, 64], fill=BLACK)
            draw.rectangle([c[0] - 3, 69, c[0] + 3, 74], fill=BLACK)
        else:
            pictogram(draw, cls, [30, 40, CANVAS - 30, CANVAS - 22], BLACK)
    elif cls == 12:
        pts = [(c[0], 2), (CANVAS - 2, c[1]), (c[0], CANVAS - 2), (2, c[1])]
        draw.polygon(pts, fill=WHITE)
        draw.polygon([(c[0], 16), (CANVAS - 16, c[1]), (c[0], CANVAS - 16), (16, c[1])], fill=YELLOW)
    elif cls == 13:
        pts = [(3, 8), (CANVAS - 3, 8), (c[0], CANVAS - 4)]
        draw.polygon(pts, fill=RED)
        draw.polygon([(19, 17), (CANVAS - 19, 17), (c[0], CANVAS - 24)], fill=WHITE)
    elif cls == 14:
        ang = np.deg2rad(22.5 + 45 * np.arange(8))
        draw.polygon([tuple(c + r * np.array([np.cos(a), np.sin(a)])) for a in ang], fill=RED)
        draw.text(tuple(c), "STOP", fill=WHITE, font=ImageFont.load_default(size=22), anchor="mm")
    elif cls == 17:
        draw.ellipse(disc, fill=RED)
        draw.rectangle([18, c[1] - 7, CANVAS - 18, c[1] + 7], fill=WHITE)
    elif cls in BLUE_DISCS:
        draw.ellipse(disc, fill=BLUE)
        arrow(draw, cls, c)
    else:
        raise ValueError(cls)
    return img


def background(rng, size):
    """Road-side clutter: a sky/foliage/wall gradient with a few blotches."""
    base = np.array(rng.choice([(110, 140, 170), (70, 90, 60), (120, 110, 100), (60, 60, 70), (150, 150, 140)]), float)
    yy, xx = np.mgrid[0:size, 0:size] / size
    img = base + rng.normal(0, 25, 3) * yy[..., None] + rng.normal(0, 25, 3) * xx[..., None]
    out = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
    draw = ImageDraw.Draw(out)
    for _ in range(rng.integers(1, 4)):
        x, y = rng.uniform(0, size, 2)
        s = rng.uniform(3, size / 3)
        col = tuple(int(v) for v in np.clip(base + rng.normal(0, 40, 3), 0, 255))
        draw.ellipse([x, y, x + s, y + s], fill=col)
    return out


def photo(template, rng, size, grow):
    """One frame: the sign at ~75-90 % of the crop, lit, slightly rotated, blurred and noisy."""
    bg = background(rng, CANVAS)
    scale = rng.uniform(0.8, 0.88) + 0.015 * grow
    s = int(CANVAS * scale)
    sg = template.rotate(rng.normal(0, 2), resample=Image.BILINEAR).resize((s, s), Image.BILINEAR)
    off = (CANVAS - s) // 2 + rng.integers(-3, 4, 2)
    bg.paste(sg, (int(off[0]), int(off[1])), sg)
    arr = np.asarray(bg, float) * rng.uniform(0.8, 1.05) + rng.uniform(-8, 8)
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.8)))
    w = size + rng.integers(-2, 3)
    img = img.resize((w, size), Image.BILINEAR)
    arr = np.asarray(img, float) + rng.normal(0, 3, (size, w, 3))
    return Image.fromarray(np.clip(np.rint(arr), 0, 255).astype(np.uint8))


def main() -> None:
    font = ImageFont.load_default(size=34)
    rng = np.random.default_rng(seeded(2011))
    train = OUT / "Train"
    for cls, real in enumerate(REAL_COUNTS):
        template = sign(cls, font)
        folder = train / str(cls)
        folder.mkdir(parents=True, exist_ok=True)
        n = int(np.clip(round(real / 80), 6, 28))
        track, frame = 0, 0
        size = int(rng.integers(24, 36))
        for _ in range(n):
            photo(template, rng, size, frame).save(folder / f"{cls:05d}_{track:05d}_{frame:05d}.png")
            frame += 1
            size += int(rng.integers(2, 5))
            if frame == 6 or size > 46:
                track, frame = track + 1, 0
                size = int(rng.integers(24, 36))


if __name__ == "__main__":
    main()
