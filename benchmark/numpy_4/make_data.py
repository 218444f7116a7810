"""Synthetic hourly air-quality readings in the layout of the UCI Air Quality dataset.

Writes data/AirQualityUCI.csv beside this file, as the file is shipped: ';'-separated, decimal
commas, dates dd/mm/yyyy and times hh.mm.ss, -200 for a missing value, two empty trailing columns
on every line and empty lines of separators at the end. Reference analyser values (CO, NMHC,
benzene, NOx, NO2) follow a traffic pattern; the five metal-oxide sensor responses (PT08.S1-S5)
follow the pollutants plus temperature and humidity. Fixed seed; re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
N_HOURS = 2400


def dec(value: float, digits: int) -> str:
    return f"{value:.{digits}f}".replace(".", ",")


def blocks(rng: np.random.Generator, n: int, count: int, low: int, high: int) -> np.ndarray:
    mask = np.zeros(n, dtype=bool)
    for start in rng.integers(0, n - high, count):
        mask[start:start + rng.integers(low, high)] = True
    return mask


def main() -> None:
    rng = np.random.default_rng(seeded(3032004))
    OUT.mkdir(exist_ok=True)
    n = N_HOURS
    t = np.arange(n)
    hour = (18 + t) % 24
    day = (18 + t) // 24
    weekday = (2 + day) % 7  # 10 March 2004 was a Wednesday
    profile = (0.25 + 0.9 * np.exp(-((hour - 8.5) ** 2) / 4.0) + 0.8 * np.exp(-((hour - 19) ** 2) / 6.0)
               + 0.35 * ((hour > 9) & (hour < 17)))
    daily = rng.lognormal(0, 0.25, day.max() + 1)[day]
    traffic = profile * np.where(weekday >= 5, 0.6, 1.0) * daily * rng.lognormal(0, 0.18, n)

    temp = 9 + 12 * t / n + 5 * np.sin((hour - 9) / 24 * 2 * np.pi) + rng.normal(0, 1.6, n)
    rh = np.clip(62 - 1.6 * (temp - 15) + rng.normal(0, 9, n), 12, 88)
    ah = 6.112 * np.exp(17.67 * temp / (temp + 243.5)) * rh * 2.1674 / (273.15 + temp) / 7.6

    co = np.clip(0.2 + 2.3 * traffic + rng.normal(0, 0.25, n), 0.1, 11.9)
    c6h6 = np.clip(0.6 + 8.5 * traffic + rng.normal(0, 1.0, n), 0.2, 60)
    nmhc = np.clip(40 + 210 * traffic + rng.normal(0, 30, n), 7, 1100)
    nox = np.clip(30 + 230 * traffic * np.where(t > n / 2, 1.3, 1.0) + rng.normal(0, 25, n), 5, 1400)
    no2 = np.clip(40 + 70 * traffic + 0.1 * nox + rng.normal(0, 12, n), 5, 330)

    s1 = 720 + 210 * co + 2.5 * (temp - 15) + 1.2 * (rh - 50) + rng.normal(0, 55, n)
    s2 = 560 + 48 * c6h6 - 0.9 * c6h6 ** 2 / 10 + rng.normal(0, 40, n)
    s3 = 350 + 1300 * 220 / (220 + nox) + 1.6 * (rh - 50) + rng.normal(0, 60, n)
    s4 = 1150 + 3.2 * no2 + 22 * (temp - 15) + 5 * (rh - 50) + rng.normal(0, 60, n)
    s5 = 480 + 240 * co + 1.5 * nox / 2 + rng.normal(0, 110, n)

    ints = {name: np.round(v).astype(int) for name, v in
            [("s1", s1), ("s2", s2), ("s3", s3), ("s4", s4), ("s5", s5), ("nmhc", nmhc),
             ("nox", nox), ("no2", no2)]}

    co_gone = blocks(rng, n, 10, 8, 40) | (rng.uniform(size=n) < 0.03)
    nox_gone = blocks(rng, n, 9, 10, 45) | (rng.uniform(size=n) < 0.02)
    nmhc_gone = t > 260
    sensors_gone = blocks(rng, n, 3, 12, 30)

    header = ("Date;Time;CO(GT);PT08.S1(CO);NMHC(GT);C6H6(GT);PT08.S2(NMHC);NOx(GT);PT08.S3(NOx);"
              "NO2(GT);PT08.S4(NO2);PT08.S5(O3);T;RH;AH;;")
    lines = [header]
    for i in range(n):
        d = int(day[i])
        month_days = [(3, 31), (4, 30), (5, 31), (6, 30), (7, 31)]
        dd, mm = 10 + d, 3
        for month, length in month_days:
            if dd > length:
                dd -= length
                mm = month + 1
            else:
                break
        date = f"{dd:02d}/{mm:02d}/2004"
        time = f"{int(hour[i]):02d}.00.00"
        gone = sensors_gone[i]
        row = [
            date, time,
            "-200" if co_gone[i] else dec(co[i], 1),
            "-200" if gone else str(ints["s1"][i]),
            "-200" if nmhc_gone[i] else str(ints["nmhc"][i]),
            "-200" if gone else dec(c6h6[i], 1),
            "-200" if gone else str(ints["s2"][i]),
            "-200" if nox_gone[i] else str(ints["nox"][i]),
            "-200" if gone else str(ints["s3"][i]),
            "-200" if nox_gone[i] else str(ints["no2"][i]),
            "-200" if gone else str(ints["s4"][i]),
            "-200" if gone else str(ints["s5"][i]),
            "-200" if gone else dec(temp[i], 1),
            "-200" if gone else dec(rh[i], 1),
            "-200" if gone else dec(ah[i], 4),
        ]
        lines.append(";".join(row) + ";;")
    lines += [";" * 16] * 24
    (OUT / "AirQualityUCI.csv").write_text("\n".join(lines) + "\n", encoding="ascii")


if __name__ == "__main__":
    main()
