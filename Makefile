# Two commands (see README.md):
#   make lab    run the interactive rulebook in JupyterLab (make lab lang=fr: in French)
#   make test   run every test tier (unit, property, notebook, widget, browser)
# Both create .venv and install the project into it when needed.

SHELL := /bin/bash
.DEFAULT_GOAL := help

VENV        := .venv
PYTHON      := $(VENV)/bin/python
JUPYTER     := $(VENV)/bin/jupyter
STAMP       := $(VENV)/.installed-from-pyproject
LOG_DIR     := $(VENV)/logs
INSTALL_LOG := $(LOG_DIR)/pip-install.log
APT_LOG     := /tmp/interactive-rulebook-apt.log
CHROMIUM    := /usr/bin/chromium

LAB_OVERRIDES := $(VENV)/share/jupyter/lab/settings/overrides.json
LAB_CONFIG    := $(VENV)/etc/jupyter/jupyter_lab_config.json
START_NOTEBOOK := notebooks/00-start-here.ipynb

# make lab lang=fr: the French start page, JupyterLab's menus in French (its official language pack, from
# the dev extra) and the kernels in French (RULEBOOK_LANGUAGE, see rulebook/i18n.py). English by default.
lang ?= en
LAB_LOCALE_en := en
LAB_LOCALE_fr := fr_FR
LAB_LOCALE_de := de_DE
LAB_LOCALE_it := it_IT
LAB_LOCALE_es := es_ES
LAB_LOCALE    := $(LAB_LOCALE_$(lang))
# JupyterLab's language for this run only: a labconfig/default_setting_overrides.json on JUPYTER_CONFIG_PATH
# (read after the overrides.json of `settings`; other runs and the tests do not see it)
LAB_LANGUAGE_DIR := $(VENV)/lab-language/$(lang)
LAB_START := $(if $(filter en,$(lang)),$(START_NOTEBOOK),notebooks/$(lang)/00-start-here.ipynb)

# Extra pytest arguments, e.g.  make test PYTEST_ARGS="-k hokito -x"
PYTEST_ARGS ?=

.PHONY: help lab test install settings chromium npm lite lite-serve

help:
	@echo "make lab    start JupyterLab with the interactive rulebook (127.0.0.1, token login)"
	@echo "            make lab lang=fr (or de, it, es): the rulebook and JupyterLab in that language"
	@echo "make test   install what is needed, then run every test tier"
	@echo "make lite   build the rulebook as a static site (_site/) that runs Python in the browser"
	@echo "make lite-serve   build it, then serve it on http://127.0.0.1:8000/ to try it"

# --- the environment ---------------------------------------------------------

$(PYTHON):
	@echo "Creating $(VENV) ..."
	@python3 -m venv $(VENV)

# Re-install only when pyproject.toml changed (or the venv is new).
$(STAMP): pyproject.toml | $(PYTHON)
	@mkdir -p $(LOG_DIR)
	@echo "Installing the project (editable, with the dev tools) into $(VENV) ... (log: $(INSTALL_LOG))"
	@if $(PYTHON) -m pip install --no-input -e '.[dev,lite,explorer]' > $(INSTALL_LOG) 2>&1; then \
		touch $@; \
	else \
		echo "pip install failed; its log:" >&2; cat $(INSTALL_LOG) >&2; exit 1; \
	fi

install: $(STAMP)

# JupyterLab settings for an offline classroom (no news, no update check, no PyPI).
$(LAB_OVERRIDES): jupyter-config/lab/settings/overrides.json | $(STAMP)
	@install -D -m 644 $< $@

$(LAB_CONFIG): jupyter-config/jupyter_lab_config.json | $(STAMP)
	@install -D -m 644 $< $@

settings: $(LAB_OVERRIDES) $(LAB_CONFIG)

# Debian's Chromium for the browser tests (Playwright cannot download one here).
# Installed only when missing and we are root; if it still is missing, the
# browser tests say so (skipped with the reason; failed when CI=true).
chromium:
	@if [ ! -x $(CHROMIUM) ] && [ "$$(id -u)" = 0 ] && command -v apt-get > /dev/null; then \
		echo "Installing Chromium with apt-get for the browser tests ... (log: $(APT_LOG))"; \
		if ! ( export DEBIAN_FRONTEND=noninteractive; \
		       apt-get update -q && apt-get install -y -q --no-install-recommends chromium ) \
		     > $(APT_LOG) 2>&1 < /dev/null; then \
			echo "Chromium could not be installed; the end of the apt-get log:" >&2; \
			tail -n 20 $(APT_LOG) >&2; \
		fi; \
	fi

# npm fetches the Pyodide runtime (the npm package pyodide) for `make lite` and its browser test, once.
# Installed like Chromium: only when missing and we are root; otherwise lite/build.py says what is missing.
npm:
	@if ! command -v npm > /dev/null && [ "$$(id -u)" = 0 ] && command -v apt-get > /dev/null; then \
		echo "Installing npm with apt-get for the static site ... (log: $(APT_LOG))"; \
		if ! ( export DEBIAN_FRONTEND=noninteractive; \
		       apt-get update -q && apt-get install -y -q --no-install-recommends npm ) \
		     > $(APT_LOG) 2>&1 < /dev/null; then \
			echo "npm could not be installed; the end of the apt-get log:" >&2; \
			tail -n 20 $(APT_LOG) >&2; \
		fi; \
	fi

# The static site (JupyterLite, Pyodide kernel): downloads cached in .venv/lite-cache/, rebuilt only
# when an input changed (see lite/build.py).
lite: install npm
	@$(PYTHON) lite/build.py

# make lite-serve LITE_PORT=8001 when 8000 is taken
LITE_PORT ?= 8000
lite-serve: lite
	@exec $(PYTHON) lite/serve.py --directory _site --port $(LITE_PORT)

# --- the two commands --------------------------------------------------------

# Token login stays on: open the URL with ?token=... that JupyterLab prints
# (it leads to the start notebook).
lab: install settings
	@if [ -z "$(LAB_LOCALE)" ]; then echo "make lab: no language '$(lang)'; choose one of: en fr de it es" >&2; exit 1; fi
	@mkdir -p $(LAB_LANGUAGE_DIR)/labconfig
	@echo '{"@jupyterlab/translation-extension:plugin": {"locale": "$(LAB_LOCALE)"}}' \
		> $(LAB_LANGUAGE_DIR)/labconfig/default_setting_overrides.json
	@if [ -f $(LAB_START) ]; then start_url=/lab/tree/$(LAB_START); else \
		echo "($(LAB_START) not found: opening the file browser)"; start_url=/lab; fi; \
	export JUPYTER_CONFIG_PATH="$(abspath $(LAB_LANGUAGE_DIR))$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH}"; \
	export RULEBOOK_LANGUAGE=$(lang); \
	exec $(JUPYTER) lab --ip=127.0.0.1 --allow-root \
		--ServerApp.root_dir="$(CURDIR)" \
		--LabApp.default_url="$$start_url" \
		--ServerApp.jpserver_extensions=widgets.nodelay=True

# pytest exit code 5 means "no tests collected": never let that pass quietly.
test: install settings chromium npm
	@$(PYTHON) -m pytest -n 2 --dist loadgroup $(PYTEST_ARGS); status=$$?; \
	if [ $$status -eq 5 ]; then echo "make test: pytest collected no tests; that is a failure" >&2; exit 1; fi; \
	exit $$status
