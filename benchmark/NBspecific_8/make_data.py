"""Synthetic 12x12 grayscale thumbnails of four marker shapes (circle, square, triangle,
cross), as cut out of inspection-camera frames: random size, position, rotation, contrast and
sensor noise. Writes data/patches_12x12.npy (uint8, N x 12 x 12) and data/labels.csv from a
fixed seed; re-running it reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd
from PIL import Image, ImageDraw

SEED = 31337
N_IMAGES = 1000
CANVAS = 48
SIZE = 12
SHAPES = ["circle", "cross", "square", "triangle"]
CAMERAS = ["cam_north", "cam_south", "cam_east"]
OUT = Path(__file__).resolve().parent / "data"


def draw_shape(shape: str, rng: np.random.Generator) -> np.ndarray:
    img = Image.new("L", (CANVAS, CANVAS), 0)
    draw = ImageDraw.Draw(img)
    cx, cy = CANVAS / 2 + rng.normal(0, 3, size=2)
    r = rng.uniform(11, 18)
    width = int(rng.integers(4, 8))
    if shape == "circle":
        draw.ellipse([cx - r, cy - r, cx + r, cy + r], outline=255, width=width)
    elif shape == "square":
        draw.rectangle([cx - r, cy - r, cx + r, cy + r], outline=255, width=width)
    elif shape == "triangle":
        pts = [(cx, cy - r), (cx - r, cy + 0.8 * r), (cx + r, cy + 0.8 * r)]
        draw.polygon(pts, outline=255, width=width)
    else:
        draw.line([cx - r, cy, cx + r, cy], fill=255, width=width)
        draw.line([cx, cy - r, cx, cy + r], fill=255, width=width)
    img = img.rotate(float(rng.uniform(-25, 25)), resample=Image.Resampling.BILINEAR)
    small = np.asarray(img.resize((SIZE, SIZE), Image.Resampling.BOX), dtype=np.float64)
    background = rng.uniform(10, 60)
    contrast = rng.uniform(0.45, 0.85)
    frame = background + contrast * small + rng.normal(0, 14, small.shape)
    return np.clip(np.round(frame), 0, 255).astype(np.uint8)


def main() -> None:
    rng = np.random.default_rng(SEED)
    shapes = rng.choice(SHAPES, size=N_IMAGES, p=[0.28, 0.22, 0.27, 0.23])
    images = np.stack([draw_shape(str(s), rng) for s in shapes])
    labels = pd.DataFrame(
        {
            "patch_id": [f"P{i:05d}" for i in range(N_IMAGES)],
            "shape": shapes,
            "camera": rng.choice(CAMERAS, size=N_IMAGES, p=[0.45, 0.35, 0.2]),
            "exposure_ms": np.round(rng.uniform(4, 16, N_IMAGES), 1),
        }
    )
    OUT.mkdir(exist_ok=True)
    np.save(OUT / "patches_12x12.npy", images)
    labels.to_csv(OUT / "labels.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
