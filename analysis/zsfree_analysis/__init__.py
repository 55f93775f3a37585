"""zsfree-eval analysis: tables, plots, report and timeline export.

Reads only the result files described in docs/results-format.md.
"""
