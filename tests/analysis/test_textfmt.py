"""The one formatting module: absent values are 'n/a', never 0."""
import math

from zsfree_analysis import stats, textfmt


def test_fmt_and_count_say_na_for_absent_values():
    assert textfmt.fmt(None) == "n/a" and textfmt.fmt(1.234, " ms", 1) == "1.2 ms"
    assert textfmt.fmt(0.0, " ms", 1) == "0.0 ms"
    assert textfmt.count(None) == "n/a" and textfmt.count(41.6) == "42"


def test_signed_keeps_the_sign():
    assert textfmt.signed(10.06, " ms") == "+10.1 ms" and textfmt.signed(-2.0, " µs", 0) == "-2 µs"
    assert textfmt.signed(None) == "n/a"


def test_pct_of_refuses_a_zero_whole():
    assert textfmt.pct_of(1, 4) == "25%" and textfmt.pct_of(1, 3, 1) == "33.3%"
    assert textfmt.pct_of(1, 0) == "n/a" and textfmt.pct_of(None, 3) == "n/a"


def test_interval_texts_print_the_statistic_they_are_given():
    ci = (1.1234, 0.9, math.inf)
    assert textfmt.ci_text(ci) == "1.12x, 95 % CI [0.90, inf]"
    c = stats.compare_runs([1.0, 2.0, 3.0], [2.0, 4.0, 6.0])
    assert textfmt.interval_text(c).startswith("2.00x [")
    assert textfmt.interval_text(stats.compare_runs([1.0], [2.0])).startswith("no interval")
