"""The ``heuristic`` baseline for ``diagnose`` and ``localize``: labels and fix locations read
from the error and the cells, by the labelling rules of docs/labels.md, without running anything.

- **Notebook-specific** when the state the crash met came from how the notebook was run, not from
  its code: a name the crash misses that a cell *above* the crashing cell binds (a cell not run,
  or deleted since); the crashing cell run before, rebinding what it reads (it cannot run
  twice); a name the crashing line reads last bound by a cell *below* it (run out of order).
- **Library cause**: the library of the first library frame below the innermost notebook frame
  (the public call the notebook made: sklearn's frames, not the numpy they call); for a crash in
  the notebook's own code, the library of the module or object the crashing line uses.
- **Crash type**: by the symptom the message describes (a table of the pinned libraries'
  messages, then the exception's class).
- **Pipeline stage**: by what the crashing statement does (draws, fits, predicts, builds a model),
  read from its calls and the cell around it.
- **Root cause**: NB specific as above; otherwise from the crash type and the library (what that
  symptom most often means for that library in the published JunoBench).
- **Localization**: the cells that cause a notebook-specific crash; otherwise the crashing cell,
  then the cells that last bound the names the crashing line reads, latest first.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass

from .._text import strip_ansi
from .._traceback import Frame, parse_frames
from ..formats import DiagnoseInput
from ._code import Bind, CellCode, Read, read_cell

__all__ = ["HeuristicDiagnosis", "diagnose", "heuristic_diagnosis"]


@dataclass(frozen=True)
class HeuristicDiagnosis:
    library_cause: str
    crash_type: str
    root_cause: str
    pipeline_stage: str
    diagnosis: str
    cell_ids: tuple[str, ...]  # ranked, best first


# Top-level packages -> library cause.
_LIBRARIES = {
    "sklearn": "sklearn",
    "numpy": "numpy",
    "pandas": "pandas",
    "torch": "torch",
    "torchvision": "torchvision",
    "tensorflow": "tensorflow/keras",
    "keras": "tensorflow/keras",
    "tf_keras": "tensorflow/keras",
    "matplotlib": "matplotlib",
    "mpl_toolkits": "matplotlib",
    "pylab": "matplotlib",
    "seaborn": "seaborn",
    "statsmodels": "statsmodels",
    "lightgbm": "lightgbm",
}
# The usual aliases, for a name whose import never ran.
_ALIASES = {
    "np": "numpy",
    "pd": "pandas",
    "plt": "matplotlib",
    "mpl": "matplotlib",
    "sns": "seaborn",
    "tf": "tensorflow",
    "keras": "keras",
    "torch": "torch",
    "nn": "torch",
    "F": "torch",
    "optim": "torch",
    "transforms": "torchvision",
    "torchvision": "torchvision",
    "sm": "statsmodels",
    "smf": "statsmodels",
    "lgb": "lightgbm",
    "sklearn": "sklearn",
}
# Type names in messages -> library cause, for crashes in the notebook's own code.
_TYPE_HINTS = (
    (
        re.compile(r"for dimension \d+ with size|too many indices for tensor|\bTensor\b|\btorch\."),
        "torch",
    ),
    (re.compile(r"for axis \d+ with size|too many indices for array"), "numpy"),
    (re.compile(r"\b(?:DataFrame|Series|Index|DataFrameGroupBy|Timestamp)\b"), "pandas"),
    (re.compile(r"numpy\.|ndarray\b"), "numpy"),
    (
        re.compile(r"\bEagerTensor\b|tensorflow|keras|\bSequential\b|\bFunctional\b"),
        "tensorflow/keras",
    ),
    (re.compile(r"\bAxes\b|\bFigure\b|matplotlib"), "matplotlib"),
    (re.compile(r"\bFacetGrid\b|\bPairGrid\b|\bJointGrid\b"), "seaborn"),
)

# (crash type, ename pattern or None, message pattern), first match wins.
_SYMPTOMS: tuple[tuple[str, str | None, str], ...] = (
    ("module not found", r"ModuleNotFoundError|ImportError", r""),
    ("model initialization error", r"NotFittedError", r""),
    (
        "model initialization error",
        None,
        r"is not fitted yet|has not been built|must be built|call `fit`|never been called",
    ),
    (
        "feature name mismatch",
        None,
        r"feature names? (?:should|must) match|feature_names mismatch|Feature names (?:seen|unseen)"
        r"|columns are missing",
    ),
    (
        "io error",
        r"FileNotFoundError|IsADirectoryError|NotADirectoryError|PermissionError|OSError|IOError"
        r"|UnicodeDecodeError|EmptyDataError|ParserError",
        r"",
    ),
    ("key error", "KeyError", r""),
    ("index error", "IndexError", r""),
    ("attribute error", "AttributeError", r""),
    (
        "type error",
        None,
        r"must have the same dtype|expected scalar type|[Ee]xpected .*dtype|dtype mismatch"
        r"|found dtype|expected .* to have .* dtype",
    ),
    (
        "unsupported broadcast",
        None,
        r"could not be broadcast|broadcast input array|cannot broadcast|shape mismatch: value array"
        r"|non-broadcastable|Length of values .* does not match length of index"
        r"|Must have equal len keys and value",
    ),
    (
        "tensor shape mismatch",
        None,
        r"shapes? .*(?:not aligned|mismatch|incompatible|cannot be multiplied|must (?:be equal|match"
        r"|have the same))|inconsistent numbers of samples|has \d+ features?, but|expecting \d+ features"
        r"|expected (?:axis|ndim|min_ndim|shape)|Input \d+ of layer|incompatible with the layer"
        r"|size mismatch|Expected input batch_size|must match the size of tensor|sizes? of tensors must"
        r" match|Incompatible shapes|Matrix size-incompatible|Dimensions must be equal|stack expects"
        r" each tensor|dimension mismatch|all the input array dimensions|must have the same (?:shape|rank"
        r"|first dimension|length)|[Ee]xpected \d+D|\d-dimensional|to have \d+ channels|Found array with"
        r" dim|Reshape your data|cannot reshape (?:array|tensor)|inhomogeneous shape|different lengths"
        r"|same length|x and y must (?:have same first dimension|be the same size)|wrong number of"
        r" (?:items|dimensions)|core dimension|out of range for dimension|does not match the (?:size"
        r"|shape)",
    ),
    (
        "value error",
        None,
        r"Unknown format code|(?:does not|doesn't) match format|Unable to parse|invalid literal for"
        r"|StringToNumberOp|not a valid (?:format|date)|unconverted data remains|Invalid format"
        r" specifier|device type at start of device string|could not convert string to|could not"
        r" parse|cannot parse",
    ),
    ("invalid argument", r"AxisError", r""),
    (
        "data value violation",
        None,
        r"contains (?:NaN|infinity|inf)|Unknown label type|mix of .* targets|non[- ]?negative"
        r"|must be (?:non-negative|positive)|[Nn]egative values|has only one class|only \d+ class"
        r"|outside the valid range|out of bounds|\bNaN\b|\bnan\b|\binfinity\b|non-finite|NA or inf"
        r"|[Ss]ingular matrix|duplicate entries|merge on .* columns|no numeric data|with string dtype"
        r"|dtype '?\w+'? does not support|resolved dtypes are not compatible|sequence of numbers"
        r"|not supported between instances of 'str'",
    ),
    (
        "invalid argument",
        None,
        r"unexpected keyword|positional argument|Unrecognized keyword|not recognized|got an unexpected"
        r"|takes \d+ positional|missing \d+ required|must be one of|not a valid value|is not a valid"
        r"|invalid (?:value|argument|parameter)|Invalid (?:value|argument|parameter|RGBA)|should be"
        r" (?:one of|a|an)|expected one of|must be an? |not supported for|Unknown (?:metric|loss"
        r"|optimizer|activation|solver|penalty)|got an invalid|mutually exclusive|only supported"
        r"|is only available|The parameter|wrong number of colors|has the wrong number|must be a dict"
        r"|FixedLocator",
    ),
    ("type error", "TypeError", r""),
    (
        "runtime error",
        r"RuntimeError|InternalError|ResourceExhaustedError|AbortedError|UnknownError|LinAlgError"
        r"|AssertionError|StopIteration",
        r"",
    ),
    ("invalid argument", r"InvalidArgumentError|ValueError|UnimplementedError", r""),
)

# What a crashing statement is for, from the calls it makes.
_VISUALIZATION = re.compile(
    r"\b(?:plt|sns|px|go|ax|axes|axs|fig|ax\d|g)\.|\.(?:plot|hist|scatter|bar|barh|pie|imshow|"
    r"boxplot|violinplot|heatmap|countplot|lineplot|scatterplot|histplot|kdeplot|lmplot|"
    r"catplot|pairplot|jointplot|relplot|displot|regplot|legend|set_title|set_xlabel|set_ylabel|"
    r"set_xticks|set_xticklabels|set_yticklabels|savefig|show|subplots|errorbar|fill_between|"
    r"contourf?|annotate|style\.use)\s*\(|plot_\w+\s*\(|seasonal_decompose\(.*\)\.plot"
)
_TRAINING = re.compile(
    r"\.fit\s*\(|\.fit_generator\s*\(|\.train\s*\(|\.backward\s*\(|optimizer\.step|\.step\s*\(\)|"
    r"\btrain(?:_model|_one_epoch|_epoch)?\s*\(|GradientTape|\bloss\w*\s*=|criterion\s*\(|loss_fn\s*\(|"
    r"\blgb\.train|\bxgb\.train|\.partial_fit\s*\("
)
_EVALUATION = re.compile(
    r"\.predict\w*\s*\(|\.evaluate\s*\(|\.score\s*\(|\w*(?:score|error|accuracy|report|"
    r"confusion_matrix|auc|precision|recall|f1)\w*\s*\(|\bevaluate\w*\s*\(|\btest\w*\s*\(|\.eval\s*\(\)|"
    r"no_grad|\binference\s*\("
)
_CONSTRUCTION = re.compile(
    r"\bSequential\s*\(|\.add\s*\(\s*(?:layers\.|tf\.keras\.layers\.|keras\.layers\.)?[A-Z]|\bModel\s*\(|"
    r"\.compile\s*\(|\bnn\.[A-Z]\w*\s*\(|\b(?:Dense|Conv[123]D|LSTM|GRU|Embedding|Dropout|Flatten|"
    r"Input|MaxPooling[123]D|BatchNormalization|SimpleRNN|Bidirectional)\s*\(|optim\.\w+\s*\(|"
    r"\b(?:Adam|SGD|RMSprop|Adagrad|AdamW)\s*\(|\b\w+(?:Classifier|Regressor|Regression|SVC|SVR|"
    r"KMeans|Pipeline|CV|NB)\s*\(|make_pipeline\s*\(|\bNet\s*\(|\bmodel\s*=\s*\w+\s*\("
)
_TRANSFORMERS = re.compile(
    r"(?:Scaler|Encoder|Imputer|Vectorizer|PCA|Transformer|Selector|Tokenizer|Binarizer|Discretizer)\b"
)

# Root causes by what the symptom and the library most often mean in the published JunoBench:
# API misuse dominates TensorFlow/Keras, seaborn and statsmodels crashes and the symptoms of a
# misunderstood API; data confusion pandas, matplotlib and lightgbm crashes and the symptoms of
# unexpected data; implementation errors torch crashes and errors raised in the notebook's code.
_API_SYMPTOMS = {
    "module not found",
    "invalid argument",
    "model initialization error",
    "attribute error",
}
_API_LIBRARIES = {"tensorflow/keras", "seaborn", "statsmodels"}
_CODE_SYMPTOMS = {
    "index error",
    "type error",
    "tensor shape mismatch",
    "runtime error",
    "unsupported broadcast",
    "variable not found",
}
_DATA_LIBRARIES = {"pandas", "matplotlib", "lightgbm"}
_DATA_SYMPTOMS = {
    "data value violation",
    "key error",
    "value error",
    "feature name mismatch",
    "io error",
}
_MODEL_CONFUSION = re.compile(
    r"Arguments `target` and `output`|logits and labels|target.*(?:size|shape).*input.*(?:size|shape)|"
    r"Received a label value|labels? .* outside the valid range|categorical_crossentropy|"
    r"from_logits|num_classes"
)


def diagnose(crashed: DiagnoseInput) -> HeuristicDiagnosis:
    """The heuristic's labels, diagnosis and ranked fix locations for one crash."""
    reader = _Reader(crashed)
    return reader.diagnosis()


# Its name outside the baselines (``junobench add`` proposes labels with it).
heuristic_diagnosis = diagnose


class _Reader:
    def __init__(self, crashed: DiagnoseInput) -> None:
        self.crashed = crashed
        self.code = dict(crashed.code_cells)
        self.position = {cell_id: index for index, (cell_id, _) in enumerate(crashed.code_cells)}
        order = [cell_id for cell_id in crashed.execution_order if cell_id in self.code]
        crash = crashed.error.cell_id
        last = max((i for i, cell_id in enumerate(order) if cell_id == crash), default=len(order))
        self.before = order[:last]  # the runs before the crashing one
        self.frames = parse_frames(crashed.error.traceback)
        self.message = strip_ansi(crashed.error.evalue)
        self.ename = crashed.error.ename.rsplit(".", 1)[-1]
        self.line_number = self._crash_line_number()
        self.statement = self._crash_statement()

    # --- the crash's place ------------------------------------------------------------------

    def _crash_line_number(self) -> int | None:
        """The line of the crashing cell's own frame: the last module-level notebook frame."""
        line = None
        for frame in self.frames:
            if frame.in_notebook and frame.function in ("<module>", None) and frame.line:
                line = frame.line
        return line

    def _crash_statement(self) -> str:
        """The source of the crashing cell's statement at the crash line (the whole cell when
        the line is unknown or the cell is not Python)."""
        source = self.code.get(self.crashed.error.cell_id, "")
        if self.line_number is None:
            return source
        tree = read_cell(source).tree
        lines = source.splitlines()
        if tree is not None:
            for node in ast.walk(tree):
                if isinstance(node, ast.stmt) and not isinstance(
                    node,
                    (
                        ast.FunctionDef,
                        ast.ClassDef,
                        ast.AsyncFunctionDef,
                        ast.For,
                        ast.While,
                        ast.If,
                        ast.With,
                        ast.Try,
                    ),
                ):
                    end = node.end_lineno or node.lineno
                    if node.lineno <= self.line_number <= end:
                        return "\n".join(lines[node.lineno - 1 : end])
        if 0 < self.line_number <= len(lines):
            return lines[self.line_number - 1]
        return source

    def _statement_reads(self) -> list[str]:
        tree = read_cell(self.statement).tree
        if tree is None:
            return []
        return list(
            dict.fromkeys(
                node.id
                for node in ast.walk(tree)
                if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)
            )
        )

    # --- labels -----------------------------------------------------------------------------

    def diagnosis(self) -> HeuristicDiagnosis:
        crash_type = self.crash_type()
        specific = self.notebook_specific()
        stage = self.stage()
        if specific is not None:
            causes, why = specific
            cells = tuple(dict.fromkeys([*causes, self.crashed.error.cell_id, *self.binders()]))
            text = self.text("none", why)
            return HeuristicDiagnosis("none", crash_type, "NB specific", stage, text, cells)
        library = self.library()
        root = self.root_cause(crash_type, library)
        cells = tuple(dict.fromkeys([self.crashed.error.cell_id, *self.binders()]))
        return HeuristicDiagnosis(library, crash_type, root, stage, self.text(library, None), cells)

    def crash_type(self) -> str:
        message = self.message
        if self.ename == "NameError" or self.wrapped_name_error():
            name = self.missing_name()
            if name and (name in _ALIASES or self.imported_somewhere(name)):
                return "module not found"
            return "variable not found"
        for crash_type, ename, pattern in _SYMPTOMS:
            if ename is not None and not re.fullmatch(ename, self.ename):
                continue
            if pattern and not re.search(pattern, message):
                continue
            if crash_type == "value error" and self._numeric_api():
                return "data value violation"
            return crash_type
        return "runtime error"

    def _numeric_api(self) -> bool:
        """Text reaching a numeric API (a scaler, a model, an array) rather than being parsed."""
        if not re.search(r"could not convert string to float", self.message):
            return False
        libraries = {frame.library for frame in self.frames if frame.library}
        return bool(
            libraries
            & {
                "sklearn",
                "numpy",
                "torch",
                "tensorflow",
                "keras",
                "lightgbm",
                "statsmodels",
                "scipy",
            }
        ) and not re.search(r"astype|to_numeric|float\(", self.statement)

    def missing_name(self) -> str | None:
        match = re.search(r"(?:name|variable) '([^']+)' is not defined", self.message)
        return match[1] if match else None

    def wrapped_name_error(self) -> bool:
        """A NameError that a library reports as its own exception: pandas' UndefinedVariableError
        on a name in a `query` or `eval` string, patsy's "Error evaluating factor: NameError" on
        a name in a formula."""
        return self.missing_name() is not None and (
            self.ename == "UndefinedVariableError" or "NameError:" in self.message
        )

    def imported_somewhere(self, name: str) -> bool:
        return any(
            isinstance(event, Bind) and event.name == name and event.kind == "import"
            for _, source in self.crashed.code_cells
            for event in read_cell(source).events
        )

    def notebook_specific(self) -> tuple[list[str], str] | None:
        """The cells whose running (or not) caused the crash, and why; None when the code
        itself is at fault."""
        crash = self.crashed.error.cell_id
        here = self.position.get(crash, len(self.position))
        name = self.missing_name() if self.ename == "NameError" else None
        if name is not None:
            binders = [
                cell_id
                for cell_id, source in self.crashed.code_cells
                if self.position[cell_id] < here and name in read_cell(source).binds
            ]
            if binders:
                not_run = [cell_id for cell_id in binders if cell_id not in self.before]
                causes = not_run or binders
                return (
                    causes,
                    f"`{name}` is bound in cell {causes[0]}, above the crash, which did not run before it",
                )
            return None
        reads = set(self._statement_reads())
        crash_cell = read_cell(self.code.get(crash, ""))
        if (
            crash in self.before
            and reads & crash_cell.binds
            and self.ename
            in ("KeyError", "ValueError", "IndexError", "AttributeError", "TypeError")
        ) and self._rebinds_what_it_reads(crash_cell):
            return [
                crash
            ], f"cell {crash} ran before and changes what it reads: it cannot run twice"
        for cell_id in reversed(self.before):
            if cell_id == crash:
                continue
            if (
                self.position.get(cell_id, -1) > here
                and reads & read_cell(self.code.get(cell_id, "")).binds
            ):
                return [
                    cell_id
                ], f"cell {cell_id}, below the crash, ran before it and rebound what it reads"
        return None

    @staticmethod
    def _rebinds_what_it_reads(cell: CellCode) -> bool:
        read: set[str] = set()
        for event in cell.events:
            if isinstance(event, Read):
                read.add(event.name)
            elif isinstance(event, Bind) and event.name in read and event.kind != "import":
                return True
        return bool(re.search(r"inplace\s*=\s*True|\.pop\(|\bdel\s", cell.source))

    def library(self) -> str:
        """The library cause of a crash that is not notebook-specific."""
        if self.ename in ("ModuleNotFoundError", "ImportError"):
            match = re.search(r"No module named '([^'.]+)|from '([^'.]+)", self.message)
            if match and (match[1] or match[2]) in _LIBRARIES:
                return _LIBRARIES[match[1] or match[2]]
        if self.ename == "NameError":
            name = self.missing_name() or ""
            if name in _ALIASES:
                return _LIBRARIES[_ALIASES[name]]
        return (
            self.public_call()
            or self.library_of_attribute()
            or self.library_of_message()
            or self.library_of_line()
            or self.most_imported()
        )

    def library_of_attribute(self) -> str | None:
        """For an AttributeError, the library that made the object lacking the attribute."""
        match = re.search(r"has no attribute '(\w+)'", self.message)
        tree = read_cell(self.statement).tree
        if match is None or tree is None:
            return None
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr == match[1]:
                return self.library_of_names(
                    [n.id for n in ast.walk(node.value) if isinstance(n, ast.Name)]
                )
        return None

    def public_call(self) -> str | None:
        """The library of the first library frame below the innermost notebook frame (frames
        of the notebook named inside a TensorFlow report do not count as notebook frames)."""
        found: str | None = None
        for frame in self.frames:
            if frame.in_notebook:
                if not _is_report(frame):
                    found = None
                continue
            library = _LIBRARIES.get(frame.library or "")
            if found is None and library is not None:
                found = library
        return found

    def library_of_line(self) -> str | None:
        """The library the crashing statement calls into."""
        return self.library_of_names(self._statement_reads())

    def library_of_names(self, names: list[str]) -> str | None:
        """The library behind the first of ``names`` that has one: an alias of its import, or
        a name bound from a call into it (one step of dataflow: ``ax`` from ``plt.subplots``)."""
        imports = self.imports()
        for name in names:
            if name in imports:
                top = imports[name].split(".")[0]
                if top in _LIBRARIES:
                    return _LIBRARIES[top]
        for name in names:
            value = self.last_value(name)
            if value is None:
                continue
            for inner in ast.walk(value):
                if isinstance(inner, ast.Name) and inner.id in imports:
                    top = imports[inner.id].split(".")[0]
                    if top in _LIBRARIES:
                        return _LIBRARIES[top]
        return None

    def library_of_message(self) -> str | None:
        for pattern, library in _TYPE_HINTS:
            if pattern.search(self.message):
                return library
        return None

    def most_imported(self) -> str:
        counts: dict[str, int] = {}
        for module in self.imports().values():
            library = _LIBRARIES.get(module.split(".")[0])
            if library:
                counts[library] = counts.get(library, 0) + 1
        return max(counts, key=lambda library: counts[library]) if counts else "pandas"

    def imports(self) -> dict[str, str]:
        found: dict[str, str] = {}
        for _, source in self.crashed.code_cells:
            for event in read_cell(source).events:
                if isinstance(event, Bind) and event.kind == "import" and event.module:
                    found[event.name] = event.module.lstrip(".")
        return found

    def last_value(self, name: str) -> ast.expr | None:
        """The value ``name`` was last bound to by a plain assignment in the cells that ran."""
        value = None
        for cell_id in [*self.before, self.crashed.error.cell_id]:
            for event in read_cell(self.code.get(cell_id, "")).events:
                if isinstance(event, Bind) and event.name == name:
                    value = event.value
        return value

    def binders(self) -> list[str]:
        """The cells that last bound the names the crashing statement reads, latest first."""
        ranked: list[str] = []
        for name in self._statement_reads():
            for cell_id in reversed(self.before):
                if (
                    cell_id != self.crashed.error.cell_id
                    and name in read_cell(self.code.get(cell_id, "")).binds
                ):
                    ranked.append(cell_id)
                    break
        latest = {cell_id: index for index, cell_id in enumerate(self.before)}
        return sorted(dict.fromkeys(ranked), key=lambda cell_id: -latest[cell_id])

    def stage(self) -> str:
        statement = self.statement
        cell = self.code.get(self.crashed.error.cell_id, "")
        if _VISUALIZATION.search(statement):
            return "data visualization"
        if _CONSTRUCTION.search(statement) and not _TRAINING.search(statement):
            return "model construction"
        if re.search(r"\.fit\s*\(|\.fit_transform\s*\(", statement) and self._fits_a_transformer(
            statement
        ):
            return "data preparation"
        if _TRAINING.search(statement):
            return "training"
        if _EVALUATION.search(statement):
            return "evaluation/prediction"
        if re.search(
            r"\bmodel\w*\s*\(|\bnet\s*\(|\(\s*(?:inputs|images|x|X|batch)\w*\s*\)", statement
        ):
            if re.search(r"\.backward\s*\(|optimizer\.step|\.train\s*\(\)", cell):
                return "training"
            if re.search(r"no_grad|\.eval\s*\(\)|predict", cell):
                return "evaluation/prediction"
        if self._in_frames(r"fit|train_step|train_function|backward"):
            return "training"
        if self._in_frames(r"predict|evaluate|score"):
            return "evaluation/prediction"
        deep_learning = any(
            frame.library in ("keras", "tensorflow", "torch") for frame in self.frames
        )
        if deep_learning and self._in_frames(r"__init__|build|add"):
            return "model construction"
        return "data preparation"

    def _fits_a_transformer(self, statement: str) -> bool:
        match = re.search(r"(\w+)\s*\.\s*fit(?:_transform)?\s*\(", statement)
        if match is None:
            return False
        if re.search(r"\.fit_transform\s*\(", statement):
            return True
        value = self.last_value(match[1])
        return value is not None and bool(_TRANSFORMERS.search(ast.unparse(value)))

    def _in_frames(self, pattern: str) -> bool:
        return any(
            frame.function and not frame.in_notebook and re.search(pattern, frame.function)
            for frame in self.frames
        )

    def root_cause(self, crash_type: str, library: str) -> str:
        if library in ("tensorflow/keras", "torch") and _MODEL_CONFUSION.search(self.message):
            return "ML model confusion"
        if crash_type in _API_SYMPTOMS or library in _API_LIBRARIES:
            return "API misuse"
        in_notebook = not any(frame.library for frame in self.frames if not frame.in_notebook)
        if in_notebook and crash_type in _CODE_SYMPTOMS:
            return "implementation error"
        if library in _DATA_LIBRARIES or crash_type in _DATA_SYMPTOMS:
            return "data confusion"
        if library in ("torch", "torchvision"):
            return "implementation error"
        return "API misuse"

    def text(self, library: str, why: str | None) -> str:
        where = f"cell {self.crashed.error.cell_id}"
        if self.line_number is not None:
            where += f", line {self.line_number}"
        first = self.message.strip().splitlines()[0] if self.message.strip() else ""
        said = f"{self.ename}: {first}"[:300]
        if why is not None:
            return f"The crash in {where} ({said}) comes from how the notebook was run: {why}."
        return f"The crash in {where} ({said}) is raised through {library}'s API by `{self.statement.strip()[:200]}`."


def _is_report(frame: Frame) -> bool:
    """A notebook frame named inside a TensorFlow report (its ipykernel file), which does not
    end the public call the traceback itself shows."""
    return frame.cell is None and frame.function not in ("<module>", None)
