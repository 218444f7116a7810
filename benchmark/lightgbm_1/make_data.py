"""Write data/diabetic_data.csv for lightgbm_1.

Synthetic, in the shape of the "Diabetes 130-US hospitals for years 1999-2008" data
(Strack et al. 2014, UCI; the Kaggle copy is diabetic_data.csv): the same 50 columns in the same
order, one row per hospital encounter. The full file has 101,766 encounters; this one has 6,000,
drawn from a fixed seed so that every run writes the same bytes.

Properties of the real data that the synthetic file keeps, where the notebook depends on them:
- `age` is given as ten-year bands written as half-open intervals, "[0-10)" ... "[90-100)",
  most of the patients 50 to 90 ([70-80) the largest band, about a quarter); `weight` uses the
  same interval notation ("[75-100)") and is missing for about 97 % of the encounters.
- Missing values are written "?" (race, weight, payer_code, medical_specialty, diag_*);
  max_glu_serum and A1Cresult say "None" when the test was not done (about 95 % and 83 %).
- The 23 medication columns take No / Steady / Up / Down, mostly No; examide and citoglipton
  are "No" throughout.
- readmitted is NO (about 54 %), >30 (35 %) or <30 (11 %). Predicting readmission within 30
  days is hard: published models on the real data reach a ROC AUC of about 0.65-0.70, driven
  mostly by the number of earlier inpatient visits, the discharge disposition and the length
  of stay; the synthetic outcome is drawn from a logistic model of those (and of age, insulin,
  the number of medications) with the same base rate, so gradient boosting scores about there.
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

N = 6000
rng = np.random.default_rng(seeded(130))
OUT = Path(__file__).resolve().parent / "data"


def pick(values, probs, n=N):
    p = np.asarray(probs, dtype=float)
    return rng.choice(np.asarray(values, dtype=object), size=n, p=p / p.sum())


ages = ["[0-10)", "[10-20)", "[20-30)", "[30-40)", "[40-50)", "[50-60)", "[60-70)", "[70-80)",
        "[80-90)", "[90-100)"]
age = pick(ages, [0.2, 0.7, 1.6, 3.7, 9.5, 17.0, 22.1, 25.6, 16.9, 2.7])
age_idx = np.array([ages.index(a) for a in age])

race = pick(["Caucasian", "AfricanAmerican", "?", "Hispanic", "Other", "Asian"],
            [74.8, 18.9, 2.2, 2.0, 1.5, 0.6])
gender = pick(["Female", "Male"], [53.8, 46.2])
weight = pick(["?", "[75-100)", "[50-75)", "[100-125)", "[125-150)", "[25-50)", "[0-25)",
               "[150-175)"], [96.9, 1.3, 0.9, 0.6, 0.14, 0.1, 0.05, 0.03])
admission_type_id = pick([1, 3, 2, 6, 5, 8, 7, 4], [53.1, 18.5, 18.2, 5.2, 4.7, 0.3, 0.02, 0.01])
dd_values = [1, 3, 6, 18, 2, 22, 11, 5, 25, 4, 7, 23, 13, 14, 28, 8, 15]
dd_probs = [59.1, 13.7, 12.7, 3.6, 2.1, 2.0, 1.6, 1.2, 1.0, 0.8, 0.6, 0.4, 0.4, 0.4, 0.14, 0.1, 0.06]
discharge = pick(dd_values, dd_probs)
admission_source_id = pick([7, 1, 17, 4, 6, 2, 5, 3, 20, 9], [56.5, 29.0, 6.7, 3.1, 2.2, 1.1, 0.8,
                                                              0.2, 0.2, 0.1])
time_in_hospital = np.clip(np.round(rng.gamma(2.2, 2.0, N)), 1, 14).astype(int)
payer_code = pick(["?", "MC", "HM", "SP", "BC", "MD", "CP", "UN", "CM", "OG", "PO", "DM", "CH",
                   "WC", "OT", "MP", "SI"],
                  [39.6, 32.0, 6.2, 4.9, 4.6, 3.5, 2.5, 2.4, 1.9, 1.0, 0.6, 0.5, 0.15, 0.13,
                   0.1, 0.08, 0.05])
medical_specialty = pick(
    ["?", "InternalMedicine", "Emergency/Trauma", "Family/GeneralPractice", "Cardiology",
     "Surgery-General", "Nephrology", "Orthopedics", "Orthopedics-Reconstructive", "Radiologist",
     "Pulmonology", "Psychiatry", "Urology", "ObstetricsandGynecology",
     "Surgery-Cardiovascular/Thoracic", "Gastroenterology", "Surgery-Vascular", "Surgery-Neuro",
     "PhysicalMedicineandRehabilitation", "Oncology", "Pediatrics", "Hematology/Oncology",
     "Neurology", "Pediatrics-Endocrinology"],
    [49.1, 14.4, 7.4, 7.3, 5.3, 3.0, 1.6, 1.4, 1.2, 1.1, 0.9, 0.8, 0.7, 0.7, 0.6, 0.6, 0.5, 0.5,
     0.4, 0.3, 0.2, 0.2, 0.2, 0.15])
num_lab_procedures = np.clip(np.round(rng.normal(43, 19.7, N)), 1, 132).astype(int)
num_procedures = pick([0, 1, 2, 3, 4, 5, 6], [45.8, 20.4, 12.5, 9.3, 4.1, 3.0, 4.9]).astype(int)
num_medications = np.clip(np.round(rng.gamma(4.0, 4.0, N) + 0.25 * time_in_hospital), 1,
                          81).astype(int)
number_outpatient = np.minimum(rng.negative_binomial(0.25, 0.4, N), 40)
number_emergency = np.minimum(rng.negative_binomial(0.15, 0.43, N), 40)
number_inpatient = np.minimum(rng.negative_binomial(0.55, 0.46, N), 21)

codes = ["428", "414", "786", "410", "486", "427", "491", "715", "682", "434", "780", "996", "276",
         "250.8", "599", "38", "584", "V57", "250.6", "403", "401", "250", "496", "E888", "250.02",
         "707", "435", "562", "578", "789"]
w = 1.0 / np.arange(1, len(codes) + 1) ** 0.8
diag_1, diag_2, diag_3 = (pick(codes + ["?"], np.append(w, w.sum() * 0.01)) for _ in range(3))
number_diagnoses = np.where(rng.random(N) < 0.49, 9,
                            np.clip(np.round(rng.normal(6.2, 1.8, N)), 1, 16)).astype(int)
max_glu_serum = pick(["None", "Norm", ">200", ">300"], [94.7, 2.6, 1.5, 1.2])
A1Cresult = pick(["None", ">8", "Norm", ">7"], [83.3, 8.1, 4.9, 3.7])

drugs = {
    "metformin": [80.4, 18.0, 1.0, 0.6],
    "repaglinide": [98.5, 1.36, 0.1, 0.04],
    "nateglinide": [99.3, 0.66, 0.02, 0.01],
    "chlorpropamide": [99.9, 0.08, 0.01, 0.0],
    "glimepiride": [94.9, 4.6, 0.32, 0.19],
    "acetohexamide": [100.0, 0.001, 0.0, 0.0],
    "glipizide": [87.5, 11.2, 0.76, 0.55],
    "glyburide": [89.5, 9.1, 0.8, 0.55],
    "tolbutamide": [99.98, 0.02, 0.0, 0.0],
    "pioglitazone": [92.8, 6.9, 0.23, 0.12],
    "rosiglitazone": [93.7, 6.0, 0.17, 0.09],
    "acarbose": [99.7, 0.29, 0.01, 0.0],
    "miglitol": [99.96, 0.03, 0.0, 0.01],
    "troglitazone": [99.997, 0.003, 0.0, 0.0],
    "tolazamide": [99.96, 0.04, 0.0, 0.0],
    "examide": [1.0, 0.0, 0.0, 0.0],
    "citoglipton": [1.0, 0.0, 0.0, 0.0],
    "insulin": [46.6, 30.3, 11.1, 12.0],
    "glyburide-metformin": [99.3, 0.68, 0.01, 0.01],
    "glipizide-metformin": [99.99, 0.01, 0.0, 0.0],
    "glimepiride-pioglitazone": [100.0, 0.001, 0.0, 0.0],
    "metformin-rosiglitazone": [100.0, 0.002, 0.0, 0.0],
    "metformin-pioglitazone": [100.0, 0.001, 0.0, 0.0],
}
drug_cols = {name: pick(["No", "Steady", "Up", "Down"], p) for name, p in drugs.items()}
changed = np.zeros(N, dtype=bool)
for name, col in drug_cols.items():
    changed |= np.isin(col, ["Up", "Down"])
change = np.where(changed | (rng.random(N) < 0.38), "Ch", "No")
on_med = np.zeros(N, dtype=bool)
for name, col in drug_cols.items():
    on_med |= col != "No"
diabetesMed = np.where(on_med, "Yes", "No")

# 30-day readmission, a logistic model of what drives it in the real data
logit = (-3.5
         + 0.55 * np.minimum(number_inpatient, 6)
         + 0.25 * np.minimum(number_emergency, 5)
         + 0.05 * np.minimum(number_outpatient, 5)
         + 0.08 * (time_in_hospital - 4)
         + 0.012 * (num_medications - 16)
         + 0.15 * np.clip(age_idx - 5, -2, 3)
         + 0.18 * (diabetesMed == "Yes")
         + 0.20 * np.isin(drug_cols["insulin"], ["Up", "Down"])
         + 0.75 * np.isin(discharge, [3, 22, 28, 5, 15])
         + 0.4 * np.isin(discharge, [6, 2])
         + 0.05 * (number_diagnoses - 7)
         + 0.15 * (A1Cresult == "None"))
logit = np.where(np.isin(discharge, [11]), -6.0, logit)
p_lt30 = 1 / (1 + np.exp(-logit))
u = rng.random(N)
p_gt30 = 0.47 * np.clip(0.75 + 0.12 * np.minimum(number_inpatient, 4), 0, 1.3)
readmitted = np.where(u < p_lt30, "<30", np.where(u < p_lt30 + p_gt30 * (1 - p_lt30), ">30", "NO"))
readmitted = np.where(discharge == 11, "NO", readmitted)

encounter_id = 2278392 + np.cumsum(rng.integers(300, 70000, N))
patient_nbr = rng.integers(135, 189502628, N)
repeat = rng.random(N) < 0.15
patient_nbr[repeat] = rng.choice(patient_nbr[~repeat], repeat.sum())

df = pd.DataFrame({
    "encounter_id": encounter_id, "patient_nbr": patient_nbr, "race": race, "gender": gender,
    "age": age, "weight": weight, "admission_type_id": admission_type_id,
    "discharge_disposition_id": discharge, "admission_source_id": admission_source_id,
    "time_in_hospital": time_in_hospital, "payer_code": payer_code,
    "medical_specialty": medical_specialty, "num_lab_procedures": num_lab_procedures,
    "num_procedures": num_procedures, "num_medications": num_medications,
    "number_outpatient": number_outpatient, "number_emergency": number_emergency,
    "number_inpatient": number_inpatient, "diag_1": diag_1, "diag_2": diag_2, "diag_3": diag_3,
    "number_diagnoses": number_diagnoses, "max_glu_serum": max_glu_serum, "A1Cresult": A1Cresult,
    **drug_cols, "change": change, "diabetesMed": diabetesMed, "readmitted": readmitted,
})

OUT.mkdir(exist_ok=True)
df.to_csv(OUT / "diabetic_data.csv", index=False, lineterminator="\n")
