"""Configure a local lava-server for make check-lava-server, idempotently
(run by `lava-server manage shell`, so one Django start does it all): a
superuser and a fresh API token, a worker, the qemu device type and the
named devices on that worker, healthy and idle.  Jobs left unfinished by an
interrupted earlier run are canceled so that they hold no device.
Environment: SRV_USER, SRV_WORKER, SRV_DEVICES (NAME[:TAG], space separated).
Prints "token SECRET" and "worker-token SECRET"."""
import os

from django.contrib.auth.models import User
from lava_scheduler_app.models import Device, DeviceType, Tag, TestJob, Worker
from linaro_django_xmlrpc.models import AuthToken

DESCRIPTION = "zsfree-eval check-lava-server"


def user_and_token(name):
    user, _ = User.objects.get_or_create(username=name)
    user.is_superuser = user.is_staff = True
    user.set_unusable_password()
    user.save()
    AuthToken.objects.filter(user=user, description=DESCRIPTION).delete()
    return AuthToken.objects.create(user=user, description=DESCRIPTION).secret


def cancel_leftovers():
    unfinished = [TestJob.STATE_SUBMITTED, TestJob.STATE_SCHEDULING, TestJob.STATE_SCHEDULED,
                  TestJob.STATE_RUNNING, TestJob.STATE_CANCELING]
    TestJob.objects.filter(state__in=unfinished).update(state=TestJob.STATE_FINISHED,
                                                        health=TestJob.HEALTH_CANCELED)


def worker_and_devices(hostname, devices):
    worker, _ = Worker.objects.get_or_create(hostname=hostname)
    worker.health = Worker.HEALTH_ACTIVE
    worker.save()
    dt, _ = DeviceType.objects.get_or_create(name="qemu")
    for spec in devices:
        name, _, tag = spec.partition(":")
        dev, _ = Device.objects.get_or_create(hostname=name, defaults={"device_type": dt, "worker_host": worker})
        dev.device_type, dev.worker_host = dt, worker
        hold = tag == "zsfree-hold"
        dev.state = Device.STATE_IDLE
        dev.health = Device.HEALTH_MAINTENANCE if hold else Device.HEALTH_GOOD
        dev.save()
        dev.tags.set([Tag.objects.get_or_create(name=tag)[0]] if tag else [])
    return worker.token


cancel_leftovers()
print("token", user_and_token(os.environ["SRV_USER"]))
print("worker-token", worker_and_devices(os.environ["SRV_WORKER"], os.environ["SRV_DEVICES"].split()))
