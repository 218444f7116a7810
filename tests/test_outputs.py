"""What the engine keeps of a cell's outputs, whatever the kernel sends (no kernel needed)."""

from __future__ import annotations

from typing import Any

from junobench.engine._kernel import OutputCollector


def message(kind: str, content: dict[str, Any]) -> dict[str, Any]:
    return {"header": {"msg_type": kind}, "parent_header": {"msg_id": "m"}, "content": content}


def stream(text: str) -> dict[str, Any]:
    return message("stream", {"name": "stdout", "text": text})


def test_display_data_that_nbformat_rejects_becomes_a_note() -> None:
    collector = OutputCollector(1000)
    collector.add(message("display_data", {"data": {"text/plain": 1}, "metadata": {}}))
    (output,) = collector.finished()
    assert output["output_type"] == "stream"
    assert "the kernel sent an invalid display_data output" in output["text"]


def test_a_huge_error_is_capped() -> None:
    collector = OutputCollector(100_000)
    content = {"ename": "ValueError", "evalue": "x" * 10_000_000, "traceback": ["t"] * 5000}
    collector.add(message("error", content))
    capped = collector.capped_error(content)
    assert len(capped["evalue"]) == 25_000
    assert len(capped["traceback"]) == 41
    assert "4960 traceback entries dropped" in capped["traceback"][20]
    assert sum(len(str(output)) for output in collector.finished()) < 100_000


def test_clear_output_frees_the_budget() -> None:
    collector = OutputCollector(1000)
    collector.add(stream("a" * 600))
    collector.add(message("clear_output", {"wait": False}))
    collector.add(stream("b" * 600))
    assert collector.finished() == [{"output_type": "stream", "name": "stdout", "text": "b" * 600}]


def test_output_beyond_the_budget_is_dropped_with_one_note() -> None:
    collector = OutputCollector(1000)
    for _ in range(10):
        collector.add(stream("c" * 300))
    outputs = collector.finished()
    assert [output["name"] for output in outputs] == ["stdout", "stderr"]
    assert "output beyond 1000 bytes dropped" in outputs[-1]["text"]


def test_a_stream_message_larger_than_the_budget_keeps_its_head() -> None:
    # ipykernel sends a burst of prints as one message: what fits of it is kept, not nothing.
    collector = OutputCollector(1000)
    collector.add(stream("line\n" * 1000))
    stdout, note = collector.finished()
    assert stdout["text"].startswith("line\nline\n") and 500 < len(stdout["text"]) < 1000
    assert "output beyond 1000 bytes dropped" in note["text"]
    assert sum(len(str(output)) for output in (stdout, note)) <= 1000


def test_update_display_data_replaces_the_output_it_names() -> None:
    collector = OutputCollector(10_000)
    shown = {"data": {"text/plain": "0%"}, "metadata": {}, "transient": {"display_id": "bar"}}
    collector.add(message("display_data", shown))
    collector.add(stream("working\n"))
    update = {"data": {"text/plain": "100%"}, "metadata": {}, "transient": {"display_id": "bar"}}
    collector.add(message("update_display_data", update))
    outputs = collector.finished()
    assert outputs[0]["data"] == {"text/plain": "100%"}
    assert outputs[1]["text"] == "working\n"
    assert all("_display_id" not in output for output in outputs)


def test_the_budget_is_kept_exactly_through_a_display_flood() -> None:
    collector = OutputCollector(50_000)
    for i in range(20_000):  # summing every output on every message would take minutes
        collector.add(message("display_data", {"data": {"text/plain": f"{i}"}, "metadata": {}}))
        if i % 5000 == 4999:
            collector.add(message("clear_output", {"wait": True}))
    assert collector._used == sum(collector._sizes) <= 50_000 + 100
