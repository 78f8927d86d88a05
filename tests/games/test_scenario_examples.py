"""The examples in the scenario builders' docstrings run and hold."""

from __future__ import annotations

import doctest
import importlib

import pytest


@pytest.mark.parametrize("module", ["pycore.games.citadels.scenario",
                                    "pycore.games.luna.scenario"])
def test_scenario_docstring_examples(module):
    failed, attempted = doctest.testmod(importlib.import_module(module))
    assert attempted and not failed
