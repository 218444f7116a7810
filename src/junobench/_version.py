"""The version of JunoBench, written here only (pyproject.toml and run records read it)."""

__version__ = "0.2.0"
