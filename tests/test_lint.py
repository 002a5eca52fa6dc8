"""The code style the project keeps: ruff (configured in pyproject.toml) finds nothing."""

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_ruff_finds_nothing():
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "--output-format", "concise", str(REPO)],
                            capture_output=True, text=True, cwd=REPO, check=False)
    assert result.returncode == 0, f"ruff check found problems:\n{result.stdout}{result.stderr}"
