"""Synthetic scanned handwritten digits, 32x32 grayscale, flattened one image per CSV row.

Each digit is rendered large, then randomly rotated, sheared, scaled, thickened or thinned and
shifted, blurred and shrunk to 32x32 pixels, with a little scanner noise. The CSV has a ``label``
column followed by ``pixel0000`` ... ``pixel1023`` (row-major, 0 = background, 255 = ink).
Run from anywhere; writes ``data/digits.csv`` beside this file, byte for byte the same every time.
"""

from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

SEED = 3232
SIZE = 32
PER_CLASS = 62
OUT = Path(__file__).resolve().parent / "data"


def render_digit(rng: np.random.Generator, digit: int) -> np.ndarray:
    canvas = Image.new("L", (96, 96), 0)
    font = ImageFont.load_default(size=int(rng.integers(50, 66)))
    draw = ImageDraw.Draw(canvas)
    draw.text((48, 48), str(digit), fill=255, font=font, anchor="mm")

    width = int(rng.choice([3, 3, 5, 5, 7]))  # pen thickness
    canvas = canvas.filter(ImageFilter.MaxFilter(width))
    if rng.random() < 0.3:
        canvas = canvas.filter(ImageFilter.MinFilter(3))

    shear = rng.uniform(-0.3, 0.3)
    canvas = canvas.transform(canvas.size, Image.Transform.AFFINE, (1, shear, -shear * 48, 0, 1, 0), Image.Resampling.BILINEAR)
    canvas = canvas.rotate(rng.uniform(-14, 14), resample=Image.Resampling.BILINEAR, center=(48, 48))
    dx, dy = rng.integers(-7, 8, 2)
    canvas = canvas.transform(canvas.size, Image.Transform.AFFINE, (1, 0, int(dx), 0, 1, int(dy)))
    canvas = canvas.filter(ImageFilter.GaussianBlur(rng.uniform(0.8, 2.0)))
    small = canvas.resize((SIZE, SIZE), Image.Resampling.LANCZOS)

    pixels = np.asarray(small, dtype=float) * rng.uniform(0.75, 1.1)
    noise = rng.normal(0, 10, pixels.shape) * (rng.random(pixels.shape) < 0.06)
    pixels = np.clip(pixels + noise, 0, 255)
    pixels[pixels < 12] = 0
    return np.round(pixels).astype(np.uint8).ravel()


def main() -> None:
    rng = np.random.default_rng(SEED)
    labels = np.repeat(np.arange(10), PER_CLASS)
    rng.shuffle(labels)
    rows = [render_digit(rng, int(label)) for label in labels]

    OUT.mkdir(exist_ok=True)
    header = "label," + ",".join(f"pixel{i:04d}" for i in range(SIZE * SIZE))
    lines = [header] + [f"{label}," + ",".join(map(str, row)) for label, row in zip(labels, rows)]
    (OUT / "digits.csv").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
