"""A case's code under another surface: its own identifiers renamed consistently, and plot
cosmetics varied (``junobench twins``, docs/twins.md).

A name is renamed only where renaming it everywhere cannot change what the code does:

- it is bound at the top level of a notebook cell (an assignment, a ``def``, a ``class``, a loop
  or ``with`` target), never by an import;
- it is never a function or lambda parameter, a keyword in a call, or bound in a class body (those
  are reached by name from outside the code: ``f(x=1)``, ``obj.attr``);
- it never appears as a word in a string, an f-string or a magic's line (``df.query('a > @b')``,
  a patsy formula, ``%timeit f(x)``, ``globals()['x']``), nor in a cell that does not tokenize.

Renaming works on the tokens of the code as written: every ``NAME`` token of a renamed name
except an attribute (after ``.``) and a keyword argument (``name=`` inside brackets); comments,
strings, spacing and magics are left as they are. Prose (a diagnosis, a markdown cell) is renamed
only inside its ``code spans``.

Cosmetics: a ``figsize=(w, h)`` and a named colour given as ``color=``/``c=``/``palette=`` (and the
like) get other values, the same literal the same new value everywhere in the case; a literal that
a check or the crash's message mentions is kept.
"""

from __future__ import annotations

import ast
import builtins
import io
import keyword
import random
import re
import tokenize
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from ..baselines import ALWAYS_BOUND, Bind, parse_python, read_cell, to_python

__all__ = ["Renaming", "plan_renaming"]

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# A name in a message as code: quoted, or before a call or a dot (a regex's escapes allowed);
# never an attribute's name (``has no attribute 'out'``), which renaming leaves alone.
_MESSAGE_NAME = re.compile(
    r"(?<!attribute ')(?<!attribute \")"
    r"(?:(?<=['\"])[A-Za-z_][A-Za-z0-9_]*(?![A-Za-z0-9_])"
    r"|(?<![A-Za-z0-9_])[A-Za-z_][A-Za-z0-9_]*(?=\\?[(.]|['\"]))"
)
_CODE_SPAN = re.compile(r"`([^`\n]+)`")
_MAGIC_LINE = re.compile(r"^\s*[%!]")

# Parts of names people use, and the words other people use for the same thing.
_SYNONYMS: dict[str, tuple[str, ...]] = {
    "df": ("data", "frame", "tbl", "dframe"),
    "data": ("dataset", "raw", "records"),
    "dataset": ("data", "ds"),
    "train": ("tr", "fit", "learn"),
    "test": ("te", "holdout", "hold"),
    "val": ("valid", "dev"),
    "valid": ("val", "dev"),
    "x": ("feats", "inputs", "xs"),
    "y": ("target", "labels", "ys"),
    "model": ("clf", "net", "mdl", "est"),
    "clf": ("model", "classifier", "est"),
    "reg": ("regressor", "model", "est"),
    "pred": ("yhat", "guess", "out"),
    "preds": ("yhats", "guesses", "outs"),
    "predictions": ("preds", "outputs", "yhat"),
    "acc": ("accuracy", "score"),
    "accuracy": ("acc", "score"),
    "score": ("metric", "result"),
    "scores": ("metrics", "results"),
    "loss": ("cost", "err"),
    "history": ("hist", "log", "trace"),
    "hist": ("history", "log"),
    "img": ("image", "pic"),
    "image": ("img", "picture"),
    "images": ("imgs", "pictures"),
    "imgs": ("images", "pics"),
    "label": ("target", "cls"),
    "labels": ("targets", "classes"),
    "features": ("feats", "cols", "attrs"),
    "cols": ("columns", "fields"),
    "columns": ("cols", "fields"),
    "scaler": ("norm", "standardizer"),
    "encoder": ("enc", "coder"),
    "result": ("res", "out"),
    "results": ("res", "outs"),
    "epochs": ("n_epochs", "num_epochs"),
    "batch": ("chunk", "mb"),
    "optimizer": ("opt", "optim"),
    "criterion": ("loss_fn", "crit"),
    "params": ("cfg", "settings"),
    "fig": ("figure", "f"),
    "ax": ("axis", "a"),
    "axes": ("axs", "grid"),
    "text": ("txt", "doc"),
    "tokens": ("toks", "words"),
    "seq": ("sequence", "s"),
    "num": ("n", "count"),
    "count": ("cnt", "n"),
    "mean": ("avg", "mu"),
    "std": ("sd", "sigma"),
    "new": ("fresh", "unseen"),
    "final": ("last", "best"),
    "best": ("top", "final"),
    "tmp": ("temp", "scratch"),
    "temp": ("tmp", "scratch"),
}
_PREFIXES = ("my_", "the_", "cur_", "new_", "tmp_")
_SUFFIXES = ("_1", "_2", "_v2", "_new", "_a", "_b")
_CAMEL_PREFIXES = ("My", "Simple", "Custom", "Base")
_CAMEL_SUFFIXES = ("V2", "Model", "Net", "Impl")

_COLOUR_KEYWORDS = {"color", "colour", "c", "facecolor", "edgecolor", "colors", "mfc", "mec"}
_COLOURS = (
    "red", "green", "blue", "orange", "purple", "black", "gray", "grey", "navy", "teal",
    "crimson", "darkgreen", "darkblue", "darkorange", "steelblue", "salmon", "tomato", "coral",
    "gold", "skyblue", "seagreen", "indigo", "maroon", "olive", "royalblue", "firebrick",
    "tab:blue", "tab:orange", "tab:green", "tab:red", "tab:purple", "tab:gray",
)  # fmt: skip
_PALETTES = (
    "viridis", "magma", "plasma", "inferno", "cividis", "coolwarm", "Blues", "Greens", "Reds",
    "Set1", "Set2", "Set3", "pastel", "muted", "deep", "bright", "husl", "rocket", "mako",
)  # fmt: skip


@dataclass(frozen=True)
class Renaming:
    """Old name -> new name, and old literal -> new literal (cosmetics), for one case."""

    names: Mapping[str, str]
    literals: Mapping[str, str] = field(default_factory=dict)

    def code(self, source: str) -> str:
        """``source`` (a cell, a check) with its names renamed and its cosmetics varied."""
        if not self.names and not self.literals:
            return source
        tokens = _tokens(source)
        if tokens is None:
            return source
        lines = source.splitlines(keepends=True)
        edits: list[tuple[int, int, int, str]] = []  # row, start, end, text
        for index, token in enumerate(tokens):
            if token.type == tokenize.NAME and token.string in self.names:
                if _is_attribute(tokens, index) or _is_keyword_argument(tokens, index):
                    continue
                new = self.names[token.string]
            elif token.type in (tokenize.NUMBER, tokenize.STRING):
                key = _literal_key(tokens, index)
                if key is None or key not in self.literals:
                    continue
                new = self.literals[key]
            else:
                continue
            (row, start), (end_row, end) = token.start, token.end
            if row == end_row:
                edits.append((row, start, end, new))
        for row, start, end, new in sorted(edits, reverse=True):
            line = lines[row - 1]
            lines[row - 1] = line[:start] + new + line[end:]
        return "".join(lines)

    def prose(self, text: str) -> str:
        """``text`` with the code spans in it renamed (`` `df.head()` ``): the words around them
        are the reader's, not code."""
        if not self.names:
            return text
        return _CODE_SPAN.sub(lambda match: f"`{self.code(match.group(1))}`", text)

    def pattern(self, regex: str) -> str:
        """A crash message's regex with the renamed names in it where a message names code: in
        quotes (``name 'train' is not defined``) or called or dotted (``fit_model() got``,
        ``Net.forward``). A word of the library's own text (``out of bounds``) stays."""
        if not self.names:
            return regex
        return _MESSAGE_NAME.sub(
            lambda match: self.names.get(match.group(0), match.group(0)), regex
        )

    def survivors(self, sources: Iterable[str]) -> set[str]:
        """The renamed names that still stand as code (a ``NAME`` token read or bound, not an
        attribute or keyword) in ``sources``: none, in a twin."""
        found: set[str] = set()
        for source in sources:
            tokens = _tokens(source) or []
            for index, token in enumerate(tokens):
                if (
                    token.type == tokenize.NAME
                    and token.string in self.names
                    and not _is_attribute(tokens, index)
                    and not _is_keyword_argument(tokens, index)
                ):
                    found.add(token.string)
        return found


def plan_renaming(
    cells: Sequence[str],
    other_code: Sequence[str],
    rng: random.Random,
    *,
    keep_literals: Iterable[str] = (),
) -> Renaming:
    """The renaming of a case whose notebook cells (both versions, every repair's cells) are
    ``cells`` and whose other code (its checks) is ``other_code``: every name the module docstring
    allows, to a new name that no code of the case uses; ``keep_literals`` (the checks, the crash
    message) name literals the cosmetics leave alone."""
    everything = [*cells, *other_code]
    candidates: set[str] = set()
    imported: set[str] = set()
    for source in cells:
        for event in read_cell(source).events:
            if isinstance(event, Bind):
                (imported if event.kind == "import" else candidates).add(event.name)
    excluded = set(ALWAYS_BOUND) | imported | set(keyword.kwlist) | set(dir(builtins))
    used: set[str] = set()
    for source in everything:
        used |= set(_WORD.findall(source))
        excluded |= _unsafe_names(source)
    names = sorted(name for name in candidates - excluded if not name.startswith("__"))
    taken = set(used) | excluded
    mapping: dict[str, str] = {}
    for name in names:
        new = _new_name(name, rng, taken)
        taken.add(new)
        mapping[name] = new
    kept = " ".join(keep_literals)
    return Renaming(mapping, _cosmetics(everything, rng, kept))


def _unsafe_names(source: str) -> set[str]:
    """Names in ``source`` that renaming could not follow: in strings, f-strings and magics,
    function parameters, keyword arguments, class bodies; every word of a cell that does not
    tokenize or parse."""
    words = set(_WORD.findall(source))
    tokens = _tokens(source)
    tree = parse_python(to_python(source))
    if tokens is None or tree is None:
        return words
    unsafe: set[str] = set()
    for token in tokens:
        if token.type == tokenize.STRING:
            unsafe |= set(_WORD.findall(token.string))
    for line in source.splitlines():
        if _MAGIC_LINE.match(line) or line.rstrip().endswith("?"):
            unsafe |= set(_WORD.findall(line))
    if source.lstrip().startswith("%%"):
        unsafe |= words
    for node in ast.walk(tree):
        name = node.arg if isinstance(node, ast.arg | ast.keyword) else None
        if name is not None:  # a parameter, or a keyword in a call (not ``**kwargs``)
            unsafe.add(name)
        elif isinstance(node, ast.ClassDef):
            for statement in node.body:
                for inner in ast.walk(statement):
                    if isinstance(inner, ast.Name) and isinstance(inner.ctx, ast.Store):
                        unsafe.add(inner.id)
                    elif isinstance(inner, ast.FunctionDef | ast.AsyncFunctionDef):
                        unsafe.add(inner.name)
        elif isinstance(node, ast.JoinedStr):
            unsafe |= {inner.id for inner in ast.walk(node) if isinstance(inner, ast.Name)}
        elif isinstance(node, ast.Global | ast.Nonlocal):
            unsafe.update(node.names)
    return unsafe


def _new_name(name: str, rng: random.Random, taken: set[str]) -> str:
    """Another name a person could have chosen for ``name``: its parts through the synonyms,
    else a prefix or suffix; never one in ``taken``."""
    for _ in range(20):
        candidate = _variant(name, rng)
        if candidate not in taken and candidate.isidentifier() and candidate != name:
            return candidate
    counter = 2
    while f"{name}_{counter}" in taken:
        counter += 1
    return f"{name}_{counter}"


def _variant(name: str, rng: random.Random) -> str:
    if name[:1].isupper() and any(ch.islower() for ch in name) and "_" not in name:
        return (
            rng.choice(_CAMEL_PREFIXES) + name
            if rng.random() < 0.5
            else name + rng.choice(_CAMEL_SUFFIXES)
        )
    parts = name.split("_")
    changed = False
    new_parts = []
    for part in parts:
        options = _SYNONYMS.get(part.lower())
        if options and rng.random() < 0.8:
            choice = rng.choice(options)
            new_parts.append(choice.upper() if part.isupper() and len(part) > 1 else choice)
            changed = True
        else:
            new_parts.append(part)
    if changed and "_".join(new_parts) != name:
        return "_".join(new_parts)
    if rng.random() < 0.5:
        return rng.choice(_PREFIXES) + name.lstrip("_")
    return name + rng.choice(_SUFFIXES)


def _cosmetics(sources: Sequence[str], rng: random.Random, kept: str) -> dict[str, str]:
    """Literal -> new literal for the figure sizes and named colours of ``sources``."""
    literals: dict[str, str] = {}
    for source in sources:
        tokens = _tokens(source)
        if tokens is None:
            continue
        for index in range(len(tokens)):
            key = _literal_key(tokens, index)
            if key is None or key in literals:
                continue
            original = tokens[index].string
            if tokens[index].type == tokenize.NUMBER:
                if original in kept:
                    continue
                value = float(original)
                step = rng.choice((-2, -1, 1, 2))
                literals[key] = (
                    str(max(2, int(value) + step))
                    if "." not in original
                    else (f"{max(2.0, value + step):g}")
                )
            else:
                quote, text = original[0], original[1:-1]
                if text in kept:
                    continue
                pool = _PALETTES if key.startswith("palette=") else _COLOURS
                choice = rng.choice([other for other in pool if other != text])
                literals[key] = f"{quote}{choice}{quote}"
    return literals


def _literal_key(tokens: Sequence[tokenize.TokenInfo], index: int) -> str | None:
    """The key of a cosmetic literal at ``index`` (``figsize=0:10``, ``color='red'``), or None."""
    token = tokens[index]
    if token.type == tokenize.STRING:
        text = token.string
        if len(text) < 2 or text[0] not in "'\"" or text[-1] != text[0]:
            return None
        inner = text[1:-1]
        keyword_name = _keyword_before(tokens, index)
        if keyword_name in _COLOUR_KEYWORDS and inner in _COLOURS:
            return f"{keyword_name}={text}"
        if keyword_name == "palette" and inner in _PALETTES:
            return f"palette={text}"
        return None
    if token.type == tokenize.NUMBER:
        # figsize=(w, h): the NUMBER right after "(" or after "," inside that tuple
        if tokens[index - 1].string == "(":
            position = 0
            opener = index - 1
        elif (
            index >= 3
            and tokens[index - 1].string == ","
            and tokens[index - 2].type == tokenize.NUMBER
            and tokens[index - 3].string == "("
        ):
            position = 1
            opener = index - 3
        else:
            return None
        if _keyword_before(tokens, opener) == "figsize":
            return f"figsize{position}={token.string}"
    return None


def _keyword_before(tokens: Sequence[tokenize.TokenInfo], index: int) -> str | None:
    if index >= 2 and tokens[index - 1].string == "=" and tokens[index - 2].type == tokenize.NAME:
        return tokens[index - 2].string
    return None


def _is_attribute(tokens: Sequence[tokenize.TokenInfo], index: int) -> bool:
    return index > 0 and tokens[index - 1].string == "."


def _is_keyword_argument(tokens: Sequence[tokenize.TokenInfo], index: int) -> bool:
    """``name=`` inside round brackets: a call's keyword or a parameter's default."""
    if index + 1 >= len(tokens) or tokens[index + 1].string != "=":
        return False
    depth = 0
    for token in reversed(tokens[:index]):
        if token.type != tokenize.OP:
            continue
        if token.string in ")]}":
            depth += 1
        elif token.string in "([{":
            if depth == 0:
                return token.string == "("
            depth -= 1
    return False


def _tokens(source: str) -> list[tokenize.TokenInfo] | None:
    """The significant tokens of ``source`` (magic and shell lines blanked first), or None where
    it does not tokenize."""
    masked = "".join(
        "\n" if _MAGIC_LINE.match(line) else line for line in source.splitlines(keepends=True)
    )
    if source.lstrip().startswith("%%"):
        return None
    try:
        return [
            token
            for token in tokenize.generate_tokens(io.StringIO(masked).readline)
            if token.type
            not in (
                tokenize.NL,
                tokenize.NEWLINE,
                tokenize.COMMENT,
                tokenize.INDENT,
                tokenize.DEDENT,
            )
        ]
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return None
