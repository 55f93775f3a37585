"""lava/render-job: every template renders into YAML that lava-common's job
schema accepts (when lava-common is installed), with the job's variant and
matrix in the definition; bad parameters get one line."""
import os
import subprocess

import pytest
import yaml

import helpers

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
    params = d["parameters"] if source == "git" else d["repository"]["params"]
    assert params["VARIANT"] == "p1+2" and params["CELLS"] == "munmap:64,256:1,2"
    assert str(params["REPEATS"]) == "4"


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
])
def test_bad_parameters_one_line(tmp_path, args, words):
    p, out = render(tmp_path, *args)
    assert p.returncode != 0
    lines = p.stderr.strip().splitlines()
    assert words in lines[-1] and not os.path.exists(out)
