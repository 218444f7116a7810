# The pinned environment of the harness and of every benchmark notebook, as an image.
# Built from the same requirements.txt as `make setup`. Note: from PyPI, torch 2.14.1 is a CUDA
# build (several GB); it runs on the CPU all the same.
FROM python:3.11-slim

ENV PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_CACHE_DIR=1 MPLBACKEND=Agg
RUN apt-get update \
    && apt-get install -y --no-install-recommends make libgomp1 tini \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /junobench
COPY requirements.txt ./
RUN pip install -r requirements.txt
COPY . .
RUN pip install --no-deps -e .

# tini reaps the processes that kernels and notebooks leave behind (PID 1 must).
ENTRYPOINT ["tini", "--", "junobench"]
CMD ["verify"]
