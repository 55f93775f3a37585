"""The marker of the committed sets with samples (test_schemas.kept_sets_marked)."""


def pytest_configure(config):
    config.addinivalue_line("markers", "samples: a committed set with 1 ms samples (make check-schema-samples)")
