"""Browser tests: JupyterLab driven by Playwright on Debian's Chromium (see conftest.py, jupyterlab.py)."""
