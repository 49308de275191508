"""The parts of a score in one table: the end screen's and the simulation report's rows.

``Result.breakdown`` gives each seat its own parts; a table shows them for every seat at
once, so the labels need one order that reads well for all of them.
"""

from __future__ import annotations

import networkx as nx

from app.i18n.messages import message_text


def points_text(points: float) -> str:
    """``3``, ``-1``, ``2.5`` (never ``-0``)."""
    points = float(points) + 0.0
    return f"{int(points)}" if points.is_integer() else f"{points:g}"


def part_rows(breakdown) -> list:
    """The parts' labels of every seat in one order that keeps each seat's own order.

    Labels that begin alike ("Girl 1: markers", "Girl 1: marker on top") stay together, the
    groups in the seats' order ("Girl 1" before "Girl 2", whoever has markers on which girl);
    where the seats say nothing between two labels, the one met first comes first; seats that
    disagree: the order first met."""
    first: dict = {}
    for parts in breakdown:
        for label, _points in parts:
            first.setdefault(label, len(first))

    def group(label) -> str:
        text = message_text(label)
        return text.split(": ", 1)[0] if ": " in text else text

    def ordered(items, sequences, key) -> list:
        graph = nx.DiGraph()
        graph.add_nodes_from(items)
        for seq in sequences:
            seq = [x for i, x in enumerate(seq) if i == 0 or x != seq[i - 1]]
            graph.add_edges_from(zip(seq, seq[1:], strict=False))
        try:
            return list(nx.lexicographical_topological_sort(graph, key=key))
        except nx.NetworkXUnfeasible:
            return sorted(items, key=key)

    groups: dict = {}
    for label in first:
        groups.setdefault(group(label), []).append(label)
    group_first = {g: first[labels[0]] for g, labels in groups.items()}
    seats = [[label for label, _points in parts] for parts in breakdown]
    rows: list = []
    for g in ordered(list(groups), [[group(x) for x in seq] for seq in seats],
                     group_first.__getitem__):
        rows += ordered(groups[g], [[x for x in seq if group(x) == g] for seq in seats],
                        first.__getitem__)
    return rows
