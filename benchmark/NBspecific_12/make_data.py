"""Synthetic Home Credit Default Risk tables in the layout of the Kaggle competition files.

application_train.csv / application_test.csv keep 31 of the application columns under their
Kaggle names (SK_ID_CURR, TARGET, AMT_CREDIT, DAYS_BIRTH, EXT_SOURCE_1..3, ...), with the
competition's quirks: days counted negative from the application, DAYS_EMPLOYED = 365243 for
pensioners, EXT_SOURCE_1 missing for about half the clients, a couple of CODE_GENDER 'XNA'
rows in train only. bureau.csv holds the clients' previous credits at other institutions.
About 8 % of the training loans default. Writes data/ beside this file from a fixed seed;
re-running reproduces every byte.
"""

from pathlib import Path

import numpy as np
import pandas as pd

OUT = Path(__file__).resolve().parent / "data"
N_TRAIN = 2500
N_TEST = 700

INCOME_TYPES = ["Working", "Commercial associate", "Pensioner", "State servant"]
EDUCATION = ["Secondary / secondary special", "Higher education", "Incomplete higher",
             "Lower secondary", "Academic degree"]
EDU_P = [0.71, 0.24, 0.033, 0.0145, 0.0025]
FAMILY = ["Married", "Single / not married", "Civil marriage", "Separated", "Widow"]
FAMILY_P = [0.64, 0.15, 0.10, 0.06, 0.05]
HOUSING = ["House / apartment", "With parents", "Municipal apartment", "Rented apartment",
           "Office apartment", "Co-op apartment"]
HOUSING_P = [0.888, 0.048, 0.036, 0.016, 0.009, 0.003]
SUITE = ["Unaccompanied", "Family", "Spouse, partner", "Children", "Other_B", "Other_A"]
SUITE_P = [0.81, 0.13, 0.037, 0.011, 0.007, 0.005]
OCCUPATION = ["Laborers", "Sales staff", "Core staff", "Managers", "Drivers",
              "High skill tech staff", "Accountants", "Medicine staff", "Security staff",
              "Cooking staff", "Cleaning staff"]
OCC_P = np.array([26, 15, 13, 10, 9, 5.4, 4675 / 1000, 4, 3.2, 2.8, 2.2])
ORGS = ["Business Entity Type 3", "Self-employed", "Other", "Medicine", "Government",
        "Business Entity Type 2", "School", "Trade: type 7", "Kindergarten", "Construction",
        "Transport: type 4", "Industry: type 9"]
ORG_P = np.array([27, 15, 6.7, 4.5, 4.2, 4.2, 3.6, 3.1, 2.8, 2.6, 2.2, 1.3])
WEEKDAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"]
CREDIT_TYPES = ["Consumer credit", "Credit card", "Car loan", "Mortgage", "Microloan"]


def applications(rng, n, first_id):
    risk = rng.normal(0, 1, n)           # seen through the application columns
    hidden = rng.normal(0, 1, n)         # seen only through the credit bureau
    gender = rng.choice(["F", "M"], n, p=[0.66, 0.34]).astype(object)
    contract = rng.choice(["Cash loans", "Revolving loans"], n, p=[0.905, 0.095])
    income_type = rng.choice(INCOME_TYPES, n, p=[0.52, 0.23, 0.18, 0.07])
    pensioner = income_type == "Pensioner"
    age_years = np.where(pensioner, rng.uniform(55, 69, n), rng.uniform(21, 62, n))
    age_years = age_years - 2.5 * risk.clip(-1, 2) * ~pensioner
    days_birth = -np.round(np.clip(age_years, 21, 69) * 365.25 + rng.integers(0, 365, n)).astype(int)
    years_emp = np.clip(rng.gamma(1.6, 3.2, n) - 0.8 * risk, 0.1, None)
    days_emp = -np.round(np.minimum(years_emp * 365.25, -days_birth - 18 * 365)).astype(int)
    days_emp = np.where(pensioner, 365243, np.minimum(days_emp, -30))
    income = np.round(np.exp(rng.normal(11.95, 0.5, n)) / 4500) * 4500
    credit = np.round(np.exp(rng.normal(13.0, 0.62, n)) / 1000) * 1000 + 45000
    term_months = rng.choice([12, 18, 24, 36, 48, 60], n, p=[0.18, 0.16, 0.24, 0.2, 0.12, 0.1])
    annuity = np.round(credit / term_months * (1.15 + 0.05 * risk.clip(-2, 2)) * 2, 0) / 2
    goods = np.where(contract == "Revolving loans", np.nan, np.round(credit * rng.uniform(0.82, 1.0, n), -3))
    own_car = rng.uniform(size=n) < np.where(gender == "M", 0.5, 0.25)
    car_age = np.where(own_car, np.round(rng.gamma(2.0, 6.0, n)), np.nan)
    children = rng.choice([0, 1, 2, 3], n, p=[0.70, 0.20, 0.087, 0.013])
    family = rng.choice(FAMILY, n, p=FAMILY_P)
    fam_members = children + np.where(np.isin(family, ["Married", "Civil marriage"]), 2, 1)

    def ext(scale, miss):
        v = 1 / (1 + np.exp(-(0.1 - scale * risk + rng.normal(0, 0.7, n))))
        v = np.round(np.clip(v, 0.0005, 0.96), 6)
        v[rng.uniform(size=n) < miss] = np.nan
        return v

    occupation = rng.choice(OCCUPATION, n, p=OCC_P / OCC_P.sum()).astype(object)
    occupation[pensioner | (rng.uniform(size=n) < 0.14)] = np.nan
    org = rng.choice(ORGS, n, p=ORG_P / ORG_P.sum()).astype(object)
    org[pensioner] = "XNA"
    suite = rng.choice(SUITE, n, p=SUITE_P).astype(object)
    suite[rng.uniform(size=n) < 0.004] = np.nan
    req_year = rng.choice([0, 1, 2, 3, 4, 5], n, p=[0.27, 0.25, 0.2, 0.14, 0.09, 0.05]).astype(float)
    req_year[rng.uniform(size=n) < 0.13] = np.nan
    df = pd.DataFrame({
        "SK_ID_CURR": np.arange(first_id, first_id + 3 * n, 3)[:n] + rng.integers(0, 3, n),
        "NAME_CONTRACT_TYPE": contract,
        "CODE_GENDER": gender,
        "FLAG_OWN_CAR": np.where(own_car, "Y", "N"),
        "FLAG_OWN_REALTY": rng.choice(["Y", "N"], n, p=[0.69, 0.31]),
        "CNT_CHILDREN": children,
        "AMT_INCOME_TOTAL": income,
        "AMT_CREDIT": credit,
        "AMT_ANNUITY": annuity,
        "AMT_GOODS_PRICE": goods,
        "NAME_TYPE_SUITE": suite,
        "NAME_INCOME_TYPE": income_type,
        "NAME_EDUCATION_TYPE": rng.choice(EDUCATION, n, p=EDU_P),
        "NAME_FAMILY_STATUS": family,
        "NAME_HOUSING_TYPE": rng.choice(HOUSING, n, p=HOUSING_P),
        "REGION_POPULATION_RELATIVE": np.round(rng.choice([0.00733, 0.010006, 0.018029, 0.020713, 0.025164, 0.031329, 0.04622, 0.072508], n), 6),
        "DAYS_BIRTH": days_birth,
        "DAYS_EMPLOYED": days_emp,
        "DAYS_REGISTRATION": -np.round(rng.uniform(0, 1, n) * (-days_birth - 18 * 365), 0),
        "DAYS_ID_PUBLISH": -rng.integers(0, 6200, n),
        "OWN_CAR_AGE": car_age,
        "OCCUPATION_TYPE": occupation,
        "CNT_FAM_MEMBERS": fam_members.astype(float),
        "REGION_RATING_CLIENT": np.clip(np.round(2 + 0.35 * risk + rng.normal(0, 0.5, n)), 1, 3).astype(int),
        "WEEKDAY_APPR_PROCESS_START": rng.choice(WEEKDAYS, n, p=[0.165, 0.175, 0.169, 0.165, 0.164, 0.11, 0.052]),
        "HOUR_APPR_PROCESS_START": np.clip(np.round(rng.normal(12, 3.2, n)), 0, 23).astype(int),
        "ORGANIZATION_TYPE": org,
        "EXT_SOURCE_1": ext(0.8, 0.56),
        "EXT_SOURCE_2": ext(0.9, 0.002),
        "EXT_SOURCE_3": ext(1.0, 0.2),
        "DAYS_LAST_PHONE_CHANGE": -np.round(rng.gamma(1.3, 700, n)).clip(0, 4200),
        "AMT_REQ_CREDIT_BUREAU_YEAR": req_year,
    })
    df.loc[rng.uniform(size=n) < 0.0008, "AMT_ANNUITY"] = np.nan
    return df, risk, hidden


def bureau(rng, ids, risk, hidden, first_bureau_id):
    rows = []
    n_credits = rng.poisson(np.where(rng.uniform(size=len(ids)) < 0.14, 0, 2.6))
    bid = first_bureau_id
    for cid, k, r, h in zip(ids, n_credits, risk, hidden):
        for _ in range(k):
            active = rng.uniform() < 0.37 + 0.12 * np.tanh(h)
            days_credit = -int(rng.integers(5, 2900))
            amt = float(np.round(np.exp(rng.normal(11.6, 1.0)), 1))
            overdue_p = 1 / (1 + np.exp(-(-2.4 + 2.2 * h + 0.3 * r)))
            late = rng.uniform() < overdue_p
            debt = np.round(amt * np.clip(rng.uniform(0.05, 0.8) + 0.25 * h, 0.02, 1.2), 1) if active else 0.0
            rows.append({
                "SK_ID_CURR": cid,
                "SK_ID_BUREAU": bid,
                "CREDIT_ACTIVE": "Active" if active else rng.choice(["Closed", "Sold", "Bad debt"], p=[0.992, 0.007, 0.001]),
                "CREDIT_CURRENCY": "currency 1",
                "DAYS_CREDIT": days_credit,
                "CREDIT_DAY_OVERDUE": int(rng.integers(1, 60)) if (late and active and rng.uniform() < 0.5) else 0,
                "DAYS_CREDIT_ENDDATE": days_credit + int(rng.integers(60, 1900)) if rng.uniform() > 0.06 else np.nan,
                "AMT_CREDIT_MAX_OVERDUE": np.round(amt * rng.uniform(0.01, 0.3), 2) if late else (0.0 if rng.uniform() < 0.35 else np.nan),
                "CNT_CREDIT_PROLONG": int(rng.uniform() < 0.01),
                "AMT_CREDIT_SUM": amt,
                "AMT_CREDIT_SUM_DEBT": max(debt, 0.0) if rng.uniform() > 0.15 else np.nan,
                "AMT_CREDIT_SUM_OVERDUE": 0.0,
                "CREDIT_TYPE": rng.choice(CREDIT_TYPES, p=[0.73, 0.23, 0.02, 0.015, 0.005]),
                "DAYS_CREDIT_UPDATE": min(days_credit + int(rng.integers(0, 2900)), 0),
            })
            bid += int(rng.integers(1, 9))
    return pd.DataFrame(rows)


def main() -> None:
    rng = np.random.default_rng(20180517)
    OUT.mkdir(exist_ok=True)
    app, risk, hidden = applications(rng, N_TRAIN + N_TEST, 100002)
    logit = -3.5 + 1.35 * risk + 1.2 * hidden
    target = (rng.uniform(size=len(app)) < 1 / (1 + np.exp(-logit))).astype(int)
    app.insert(1, "TARGET", target)
    train_rows = np.sort(rng.permutation(len(app))[:N_TRAIN])
    is_train = np.zeros(len(app), bool)
    is_train[train_rows] = True
    train = app[is_train].reset_index(drop=True)
    test = app[~is_train].drop(columns="TARGET").reset_index(drop=True)
    train.loc[rng.choice(len(train), 2, replace=False), "CODE_GENDER"] = "XNA"
    bur = bureau(rng, app["SK_ID_CURR"].to_numpy(), risk, hidden, 5714462)
    bur = bur.sample(frac=1.0, random_state=7).reset_index(drop=True)
    train.to_csv(OUT / "application_train.csv", index=False)
    test.to_csv(OUT / "application_test.csv", index=False)
    bur.to_csv(OUT / "bureau.csv", index=False)


if __name__ == "__main__":
    main()
