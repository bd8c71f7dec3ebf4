"""HTTP transport and JSON <-> dataclass conversion for the generated client (standard library only)."""

from __future__ import annotations

import dataclasses
import json
import time
import types
import typing
import urllib.error
import urllib.parse
import urllib.request
from email.utils import parsedate_to_datetime
from typing import Any, Literal, Union


class BriefingsApiError(Exception):
    """A non-2xx answer: the spec's error code, the HTTP status and the request id to quote to support."""

    def __init__(self, status: int, code: str, message: str, request_id: str | None, retry_after: float | None) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.request_id = request_id
        self.retry_after = retry_after


class BriefingsTimeoutError(Exception):
    """A wait the client bounds itself (briefing polling) ran out before the work was over."""


def retry_after_seconds(value: str | None, now: float | None = None) -> float | None:
    """Retry-After as seconds: delta-seconds or an HTTP date."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        date = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, date.timestamp() - (time.time() if now is None else now))


def decode(tp: Any, value: Any) -> Any:
    """Builds the typed value (dataclasses, lists, unions) from parsed JSON; unknown fields are ignored so newer servers stay readable."""
    origin = typing.get_origin(tp)
    if tp is Any or tp is None or value is None:
        return value
    if origin in (Union, types.UnionType):
        options = [option for option in typing.get_args(tp) if option is not type(None)]
        for option in options:
            if _matches(option, value):
                return decode(option, value)
        return value
    if origin is Literal:
        return value
    if origin is list:
        (item,) = typing.get_args(tp) or (Any,)
        return [decode(item, entry) for entry in value]
    if origin is dict:
        return dict(value)
    target = origin or tp
    if dataclasses.is_dataclass(target) and isinstance(value, dict):
        hints = typing.get_type_hints(target)
        arguments = dict(zip(getattr(target, "__parameters__", ()), typing.get_args(tp)))
        kwargs = {}
        for spec in dataclasses.fields(target):
            key = spec.metadata.get("json", spec.name)
            if key in value:
                hint = hints[spec.name]
                kwargs[spec.name] = decode(_substitute(hint, arguments), value[key])
        return target(**kwargs)
    return value


def _substitute(hint: Any, arguments: dict[Any, Any]) -> Any:
    if hint in arguments:
        return arguments[hint]
    if typing.get_origin(hint) is list:
        return list[_substitute(typing.get_args(hint)[0], arguments)]
    return hint


def _matches(tp: Any, value: Any) -> bool:
    origin = typing.get_origin(tp) or tp
    if origin is Literal:
        return value in typing.get_args(tp)
    if dataclasses.is_dataclass(origin):
        # A union of records (a queued job or a dry run) is told apart by the fields each requires.
        return isinstance(value, dict) and all(
            spec.metadata.get("json", spec.name) in value
            for spec in dataclasses.fields(origin)
            if spec.default is dataclasses.MISSING and spec.default_factory is dataclasses.MISSING
        )
    if origin is dict:
        return isinstance(value, dict)
    if origin is list:
        return isinstance(value, list)
    if origin is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if isinstance(origin, type):
        return isinstance(value, origin) and not (origin is int and isinstance(value, bool))
    return True


def encode(value: Any) -> Any:
    """Dataclasses to JSON-ready dicts; optional fields left at None are omitted, required ones are sent as null."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        result = {}
        for spec in dataclasses.fields(value):
            item = getattr(value, spec.name)
            if item is None and spec.default is None:
                continue
            result[spec.metadata.get("json", spec.name)] = encode(item)
        return result
    if isinstance(value, list):
        return [encode(item) for item in value]
    if isinstance(value, dict):
        return {key: encode(item) for key, item in value.items()}
    return value


class Transport:
    """Sends requests with the credential, retries 429 as the server asks (bounded), and raises BriefingsApiError on every non-2xx answer."""

    def __init__(self, base_url: str, token: str, *, max_retries: int = 3, max_retry_after: float = 60.0, timeout: float = 30.0) -> None:
        self.base_url = base_url.rstrip("/")
        self.token = token
        self.max_retries = max_retries
        self.max_retry_after = max_retry_after
        self.timeout = timeout

    def request(self, method: str, path: str, *, result: Any, unwrap: bool, query: dict[str, Any] | None = None, body: Any = None) -> Any:
        url = self.base_url + path
        params = {key: _query_value(value) for key, value in (query or {}).items() if value is not None}
        if params:
            url += "?" + urllib.parse.urlencode(params)
        data = None if body is None else json.dumps(encode(body)).encode()
        headers = {"Authorization": f"Bearer {self.token}", "Accept": "application/json"}
        if data is not None:
            headers["Content-Type"] = "application/json"
        attempt = 0
        while True:
            request = urllib.request.Request(url, data=data, method=method, headers=headers)
            try:
                with urllib.request.urlopen(request, timeout=self.timeout) as response:
                    text = response.read().decode()
                    if "json" not in (response.headers.get("Content-Type") or ""):
                        return text
                    parsed = json.loads(text) if text else None
                    return decode(result, parsed["data"] if unwrap else parsed)
            except urllib.error.HTTPError as failure:
                error = _api_error(failure)
                if failure.code != 429 or attempt >= self.max_retries or (error.retry_after or 1) > self.max_retry_after:
                    raise error from None
                attempt += 1
                time.sleep(error.retry_after or 1)


def _query_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _api_error(failure: urllib.error.HTTPError) -> BriefingsApiError:
    try:
        body = json.loads(failure.read().decode() or "{}")
    except ValueError:
        body = {}
    if not isinstance(body, dict):
        body = {}
    return BriefingsApiError(
        failure.code,
        str(body.get("error", "http_error")),
        str(body.get("message", f"HTTP {failure.code}")),
        body.get("request_id") or failure.headers.get("X-Request-Id"),
        retry_after_seconds(failure.headers.get("Retry-After")),
    )
