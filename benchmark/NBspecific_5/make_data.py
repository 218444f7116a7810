"""Synthetic handwritten-style digit images, 16x16 grayscale (USPS-like layout).

Each digit glyph is rendered large with a bundled TrueType font, jittered (rotation, scale,
shear, offset, stroke width), box-downsampled to 16x16 and corrupted with sensor-like noise.
Writes data/digits_16x16.npy (uint8, N x 16 x 16) and data/labels.csv from a fixed seed;
re-running it reproduces every byte.
"""

from pathlib import Path

import matplotlib
import numpy as np
import pandas as pd
from PIL import Image, ImageDraw, ImageFilter, ImageFont

SEED = 1994
N_IMAGES = 1800
CANVAS = 96
SIZE = 16
OUT = Path(__file__).resolve().parent / "data"
FONT_DIR = Path(matplotlib.get_data_path()) / "fonts" / "ttf"
FONTS = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSansMono.ttf"]
WRITERS = [f"W{i:03d}" for i in range(1, 61)]


def render(digit: int, rng: np.random.Generator) -> np.ndarray:
    font = ImageFont.truetype(str(FONT_DIR / FONTS[rng.integers(len(FONTS))]), int(rng.integers(58, 72)))
    img = Image.new("L", (CANVAS, CANVAS), 0)
    draw = ImageDraw.Draw(img)
    box = draw.textbbox((0, 0), str(digit), font=font)
    w, h = box[2] - box[0], box[3] - box[1]
    x = (CANVAS - w) / 2 - box[0] + rng.normal(0, 3)
    y = (CANVAS - h) / 2 - box[1] + rng.normal(0, 3)
    draw.text((x, y), str(digit), fill=255, font=font)
    if rng.random() < 0.5:
        img = img.filter(ImageFilter.MaxFilter(5))
    shear = rng.normal(0, 0.12)
    img = img.transform(img.size, Image.Transform.AFFINE, (1, shear, -shear * CANVAS / 2, 0, 1, 0),
                        resample=Image.Resampling.BILINEAR)  # fmt: skip
    img = img.rotate(float(rng.normal(0, 8)), resample=Image.Resampling.BILINEAR)
    # size-normalise the glyph to a 12-pixel tall box, as the USPS scans were
    glyph = img.crop(img.getbbox())
    height = int(rng.integers(10, 13))
    width = max(3, min(12, round(glyph.width * height / glyph.height)))
    small = np.asarray(glyph.resize((width, height), Image.Resampling.BOX), dtype=np.float64)
    frame = np.zeros((SIZE, SIZE), dtype=np.float64)
    top = 2 + (12 - height) // 2 + int(rng.integers(-1, 2))
    left = 2 + (12 - width) // 2 + int(rng.integers(-1, 2))
    frame[top : top + height, left : left + width] = small
    frame = frame * rng.uniform(0.75, 1.0) + rng.normal(0, 6, frame.shape)
    return np.clip(np.round(frame), 0, 255).astype(np.uint8)


def main() -> None:
    rng = np.random.default_rng(SEED)
    digits = rng.choice(10, size=N_IMAGES, p=[0.11, 0.12, 0.10, 0.10, 0.09, 0.09, 0.10, 0.10, 0.09, 0.10])
    images = np.stack([render(int(d), rng) for d in digits])
    labels = pd.DataFrame(
        {
            "image_id": np.arange(N_IMAGES),
            "label": digits,
            "writer_id": rng.choice(WRITERS, size=N_IMAGES),
            "scan_batch": rng.choice(["A", "B", "C"], size=N_IMAGES, p=[0.5, 0.3, 0.2]),
        }
    )
    OUT.mkdir(exist_ok=True)
    np.save(OUT / "digits_16x16.npy", images)
    labels.to_csv(OUT / "labels.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
