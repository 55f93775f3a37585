"""pytest plugin: print KTAP like every other suite (tests/lib/ktap.sh).

Load it with `-p pytest_ktap` (tests/lib on PYTHONPATH), as
`make check-analysis` does; it replaces pytest's terminal report.  One result line per test; a failure's report
becomes "# " diagnostics; skips carry "# SKIP reason"; the run ends with the
"# Totals:" line tests/run-suites adds up.  T=PATTERN in the environment
keeps only the tests whose node id contains PATTERN.
"""
import os

import pytest

_state = {"n": 0, "pass": 0, "fail": 0, "skip": 0, "reports": {}}


def _emit(config, text):
    capman = config.pluginmanager.getplugin("capturemanager")
    with capman.global_and_fixture_disabled():
        print(text, flush=True)


def _diag(config, text):
    for line in str(text).splitlines():
        _emit(config, "# " + line)


def _result(config, ok, name, directive=""):
    _state["n"] += 1
    _emit(config, f"{'ok' if ok else 'not ok'} {_state['n']} {name}{directive}")


@pytest.hookimpl(trylast=True)
def pytest_configure(config):
    _state["config"] = config
    reporter = config.pluginmanager.getplugin("terminalreporter")
    if reporter:
        config.pluginmanager.unregister(reporter)
    _emit(config, "KTAP version 1")


def pytest_collection_modifyitems(config, items):
    pattern = os.environ.get("T")
    if not pattern:
        return
    keep = [i for i in items if pattern in i.nodeid]
    dropped = [i for i in items if pattern not in i.nodeid]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
    items[:] = keep


def pytest_collectreport(report):
    if report.failed:
        config = _state["config"]
        _diag(config, report.longreprtext)
        _state["fail"] += 1
        _result(config, False, f"collect {report.nodeid}")


def pytest_collection_finish(session):
    _emit(session.config, f"1..{len(session.items) + _state['fail']}")


def _skip_reason(report):
    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2]).removeprefix("Skipped: ")
    return str(longrepr)


def pytest_runtest_logreport(report):
    """One line per test, once its teardown has run."""
    config = _state["config"]
    seen = _state["reports"].setdefault(report.nodeid, [])
    seen.append(report)
    if report.when != "teardown":
        return
    failed = [r for r in seen if r.failed]
    skipped = [r for r in seen if r.skipped]
    for r in failed:
        _diag(config, f"{r.when}: {r.longreprtext}")
    if failed:
        _state["fail"] += 1
        _result(config, False, report.nodeid)
    elif skipped:
        _state["skip"] += 1
        _result(config, True, report.nodeid, f" # SKIP {_skip_reason(skipped[0])}")
    else:
        _state["pass"] += 1
        _result(config, True, report.nodeid)
    del _state["reports"][report.nodeid]


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session, exitstatus):
    if exitstatus == pytest.ExitCode.NO_TESTS_COLLECTED and os.environ.get("T"):
        session.exitstatus = pytest.ExitCode.OK  # T picked tests of another suite
    _emit(session.config, f"# Totals: pass:{_state['pass']} fail:{_state['fail']} skip:{_state['skip']}")
