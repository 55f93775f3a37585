"""The two schemas a LAVA job must pass: lava-common's strict job schema
(what lava-run and `lavacli jobs validate --strict` check) and lava-server's
submission schema (lava_scheduler_app/schema.py, what the server checks on
submit; stricter about inline test definitions: only metadata, install, run
and parse).  Each is checked when its package is installed."""
import importlib.util


def have_server_schema():
    """True when lava-server's submission schema can be imported."""
    return importlib.util.find_spec("lava_scheduler_app") is not None


def _server_validate():
    from django.conf import settings
    if not settings.configured:
        # The schema reads one setting; the server's default is an empty list.
        settings.configure(EXTRA_CONTEXT_VARIABLES=[])
    from lava_scheduler_app.schema import validate_submission
    return validate_submission


def problems(job):
    """[(schema name, message)] for each installed schema the job fails."""
    out = []
    try:
        from lava_common.schemas import validate as common_validate
    except ImportError:
        common_validate = None
    if common_validate is not None:
        try:
            common_validate(job, strict=True)
        except Exception as e:  # voluptuous.Invalid and friends
            out.append(("lava-common's job schema", str(e)))
    if have_server_schema():
        try:
            _server_validate()(job)
        except Exception as e:  # SubmissionException, voluptuous.Invalid
            out.append(("lava-server's submission schema", str(e)))
    return out
