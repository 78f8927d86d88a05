"""Shared pytest options: `--many` turns the conformance playthroughs up to thousands."""

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--many", action="store_true", default=False,
                     help="play thousands of random games per game in the conformance suite")


@pytest.fixture(scope="session")
def many(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--many"))
