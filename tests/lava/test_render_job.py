"""lava/render-job: every template renders into YAML that lava-common's job
schema and lava-server's submission schema accept (each when installed),
with the job's variant and matrix in the definition; bad parameters get one
line."""
import os
import shlex
import subprocess
import sys

import pytest
import yaml

import helpers

sys.path.insert(0, os.path.join(helpers.ROOT, "lava", "lib"))
import jobschema  # noqa: E402

RENDER = os.path.join(helpers.ROOT, "lava", "render-job")
URLS = ["--kernel-url", "https://farm.example/Image", "--dtb-url", "https://farm.example/board.dtb",
        "--ramdisk-url", "https://farm.example/lava-arm64.cpio.gz"]


def render(tmp_path, *args):
    out = str(tmp_path / "job.yaml")
    p = subprocess.run([RENDER, "-o", out, *args], capture_output=True, text=True, timeout=60)
    return p, out


@pytest.mark.parametrize("device_type", ["qemu-x86_64", "qemu-arm64", "bcm2711-rpi-4-b", "rk3588-rock-5b"])
@pytest.mark.parametrize("source", ["inline", "git"])
def test_templates_render_and_validate(tmp_path, device_type, source):
    extra = ["--definition-repo", "https://git.example/zsfree-eval.git"] if source == "git" else []
    p, out = render(tmp_path, "-d", device_type, "--variant", "p1+2", "--cells", "munmap:64,256:1,2",
                    "--repeats", "4", *URLS, *extra)
    assert p.returncode == 0, p.stderr
    with open(out) as f:
        job = yaml.safe_load(f)
    assert job["device_type"] == device_type.split("-x86_64")[0].split("-arm64")[0]
    test = next(a["test"] for a in job["actions"] if "test" in a)
    d = test["definitions"][0]
    params = d["parameters"] if source == "git" else exported(d["repository"])
    assert params["VARIANT"] == "p1+2" and params["CELLS"] == "munmap:64,256:1,2"
    assert str(params["REPEATS"]) == "4"
    assert jobschema.problems(job) == []  # both schemas, each when installed


@pytest.mark.parametrize("source", ["inline", "git"])
def test_profile_hz_parameter(tmp_path, source):
    """--profile-hz lands in the job as PROFILE_HZ (empty without it)."""
    extra = ["--definition-repo", "https://git.example/zsfree-eval.git"] if source == "git" else []
    for args, want in (([], ""), (["--profile-hz", "999"], "999")):
        p, out = render(tmp_path, "-d", "rk3588-rock-5b", "--variant", "base", *URLS, *extra, *args)
        assert p.returncode == 0, p.stderr
        with open(out) as f:
            job = yaml.safe_load(f)
        d = next(a["test"] for a in job["actions"] if "test" in a)["definitions"][0]
        params = d["parameters"] if source == "git" else exported(d["repository"])
        assert str(params["PROFILE_HZ"]) == want
        assert jobschema.problems(job) == []


def exported(definition):
    """The NAME=value pairs the inline definition's first run step exports."""
    step = definition["run"]["steps"][0]
    words = shlex.split(step)
    assert words[0] == "export" and "params" not in definition
    return dict(w.split("=", 1) for w in words[1:])


def server_schema():
    if not jobschema.have_server_schema():
        pytest.skip("lava-server not installed: its submission schema is not checked")


def test_server_schema_rejects_inline_params(tmp_path):
    """The form the server refused with "extra keys not allowed": the check is live."""
    server_schema()
    p, out = render(tmp_path, "--variant", "base", *URLS)
    with open(out) as f:
        job = yaml.safe_load(f)
    test = next(a["test"] for a in job["actions"] if "test" in a)
    test["definitions"][0]["repository"]["params"] = {"VARIANT": "base"}
    found = jobschema.problems(job)
    assert [s for s, _ in found] == ["lava-server's submission schema"]
    assert "extra keys not allowed" in found[0][1] and "params" in found[0][1]


def test_schema_rejects_a_broken_job(tmp_path):
    lava_schemas = pytest.importorskip("lava_common.schemas")
    p, out = render(tmp_path, "-d", "bcm2711-rpi-4-b", "--variant", "base", *URLS)
    with open(out) as f:
        job = yaml.safe_load(f)
    job["actions"][1]["boot"]["method"] = "no-such-method"
    with pytest.raises(Exception):
        lava_schemas.validate(job, strict=True)


@pytest.mark.parametrize("args, words", [
    (["--variant", "base", "--cells", "munmap:64"], "--cells"),
    (["--variant", "../x"], "plain name"),
    (["-d", "bcm2711-rpi-4-b", "--variant", "base"], "--kernel-url"),
    (["--variant", "base", "--repeats", "0"], "--repeats"),
    (["--variant", "base", "--profile-hz", "0"], "--profile-hz"),
    (["--variant", "base", "--profile-hz", "10001"], "--profile-hz"),
])
def test_bad_parameters_one_line(tmp_path, args, words):
    p, out = render(tmp_path, *args)
    assert p.returncode != 0
    lines = p.stderr.strip().splitlines()
    assert words in lines[-1] and not os.path.exists(out)
