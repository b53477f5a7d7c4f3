// GENERATED FILE - DO NOT EDIT. Regenerate with `npm run codegen` (check: `npm run codegen:check`).
// Source: openapi/** and schemas/** (spec_sha256 fcd5e19287e9d96d67b24366386a958cb2de82cf34780db4c5d5cd10908af448).

/** A JSON Schema (2020-12) document, refs inlined. */
export type JSONSchema = { [keyword: string]: unknown };
/** MCP requires tool input schemas to be objects. */
export type McpInputSchema = JSONSchema & { type: 'object'; properties?: { [name: string]: JSONSchema }; required?: string[] };
/** `input`/`output`: the full schemas (validation, types); `listed`: what tools/list sends. */
export interface McpToolSchema { input: McpInputSchema; output?: JSONSchema; listed: { input: McpInputSchema; output?: JSONSchema } }

/** schemas/mcp/<tool>.input.json and .output.json, keyed by tool name (sorted). */
export const mcpToolSchemas: Record<string, McpToolSchema> = {
  "coding_analyze_file_dependencies": {
    "input": {
      "title": "coding_analyze_file_dependencies input",
      "type": "object",
      "properties": {
        "project": {
          "type": "string",
          "minLength": 1,
          "description": "Project identifier (repository name or root folder path).",
          "maxLength": 512
        },
        "file_path": {
          "type": "string",
          "minLength": 1,
          "description": "File path relative to the project root.",
          "maxLength": 1024
        }
      },
      "required": [
        "project",
        "file_path"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "project": {
            "type": "string",
            "description": "Project identifier (repository name or root folder path)."
          },
          "file_path": {
            "type": "string",
            "description": "File path relative to the project root."
          }
        },
        "required": [
          "project",
          "file_path"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "coding_analyze_file_dependencies output",
      "type": "object",
      "properties": {
        "file_path": {
          "type": "string",
          "description": "The file, relative to the repository folder (forward slashes)."
        },
        "imports": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "Files of the repository it imports."
        },
        "imported_by": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "Files of the repository that import it."
        },
        "language": {
          "type": [
            "string",
            "null"
          ],
          "enum": [
            "typescript",
            "javascript",
            "python",
            null
          ],
          "description": "Null for a file whose imports are not read."
        },
        "external": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "Packages imported from outside the folder (installed packages, the standard library, node: modules)."
        },
        "unresolved": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "Relative imports that point at no file of the folder."
        },
        "in_cycle_with": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "Files in an import cycle with it."
        },
        "notes": {
          "type": "string"
        },
        "repository": {
          "type": "string",
          "description": "Real path of the folder analysed."
        },
        "commit": {
          "type": [
            "string",
            "null"
          ],
          "description": "HEAD commit of the folder's git work tree; null outside git or before the first commit."
        },
        "dirty": {
          "type": "boolean",
          "description": "The work tree had uncommitted or untracked changes (they are analysed too)."
        },
        "cached": {
          "type": "boolean",
          "description": "The import graph came from the cache for this commit and these changes."
        },
        "analysed_files": {
          "type": "integer",
          "description": "TypeScript, JavaScript and Python files in the import graph."
        },
        "repository_note": {
          "type": "string",
          "description": "Present when no folder matched the project and the first root was read."
        },
        "truncated": {
          "type": "boolean",
          "description": "The folder had more files than are listed (50,000); the graph covers part of it."
        }
      },
      "required": [
        "file_path",
        "imports",
        "imported_by"
      ]
    }
  },
  "coding_analyze_patterns": {
    "input": {
      "title": "coding_analyze_patterns input",
      "type": "object",
      "properties": {
        "project": {
          "type": "string",
          "minLength": 1,
          "description": "Project identifier (repository name or root folder path).",
          "maxLength": 512
        },
        "since": {
          "type": "string",
          "format": "date",
          "description": "Only sessions since this day (YYYY-MM-DD)."
        },
        "user_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Whose coding records (default: the key's user, else `default_user`)."
        }
      },
      "required": [
        "project"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "project": {
            "type": "string",
            "description": "Project identifier (repository name or root folder path)."
          },
          "since": {
            "type": "string",
            "format": "date",
            "description": "Only sessions since this day (YYYY-MM-DD)."
          },
          "user_id": {
            "type": "string",
            "description": "Whose coding records (default: the key's user, else `default_user`)."
          }
        },
        "required": [
          "project"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "coding_analyze_patterns output",
      "type": "object",
      "properties": {
        "project": {
          "type": "string"
        },
        "since": {
          "type": [
            "string",
            "null"
          ]
        },
        "summary": {
          "type": "object",
          "properties": {
            "sessions": {
              "type": "integer"
            },
            "file_changes": {
              "type": "integer"
            },
            "files": {
              "type": "integer"
            },
            "errors": {
              "type": "integer"
            },
            "resolved_errors": {
              "type": "integer"
            },
            "decisions": {
              "type": "integer"
            }
          }
        },
        "patterns": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "kind": {
                "type": "string",
                "enum": [
                  "recurring_error",
                  "unresolved_errors",
                  "hot_file",
                  "error_prone_file",
                  "decision",
                  "sessions"
                ]
              },
              "pattern": {
                "type": "string"
              },
              "occurrences": {
                "type": "integer"
              },
              "advice": {
                "type": "string"
              },
              "examples": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              }
            },
            "required": [
              "pattern",
              "occurrences"
            ]
          }
        },
        "hot_files": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "file_path": {
                "type": "string"
              },
              "changes": {
                "type": "integer"
              }
            },
            "required": [
              "file_path",
              "changes"
            ]
          }
        }
      },
      "required": [
        "patterns",
        "summary"
      ]
    }
  },
  "coding_analyze_refactor_impact": {
    "input": {
      "title": "coding_analyze_refactor_impact input",
      "type": "object",
      "properties": {
        "project": {
          "type": "string",
          "minLength": 1,
          "description": "Project identifier (repository name or root folder path).",
          "maxLength": 512
        },
        "file_path": {
          "type": "string",
          "minLength": 1,
          "description": "File path relative to the project root.",
          "maxLength": 1024
        },
        "symbol": {
          "type": "string",
          "minLength": 1,
          "description": "Function, class or module to change.",
          "maxLength": 512
        }
      },
      "required": [
        "project",
        "file_path"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "project": {
            "type": "string",
            "description": "Project identifier (repository name or root folder path)."
          },
          "file_path": {
            "type": "string",
            "description": "File path relative to the project root."
          },
          "symbol": {
            "type": "string",
            "description": "Function, class or module to change."
          }
        },
        "required": [
          "project",
          "file_path"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "coding_analyze_refactor_impact output",
      "type": "object",
      "properties": {
        "affected_files": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "Files a change may affect: the direct dependants, then the files depending on them, nearest first."
        },
        "risk": {
          "type": "string",
          "enum": [
            "low",
            "medium",
            "high"
          ],
          "description": "high from 20 affected files or a quarter of the analysed files; medium from 5 or a tenth, or when the file is in an import cycle; else low."
        },
        "notes": {
          "type": "string",
          "description": "How many files import it directly and through others, tests among them, cycles, and why the risk."
        },
        "file_path": {
          "type": "string"
        },
        "symbol": {
          "type": [
            "string",
            "null"
          ]
        },
        "direct_dependants": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "Files importing it (with a symbol: those that name it, found through `export *` / `import *` re-exports too)."
        },
        "transitive_dependants": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "Files depending on the direct dependants."
        },
        "in_cycle_with": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "repository": {
          "type": "string",
          "description": "Real path of the folder analysed."
        },
        "commit": {
          "type": [
            "string",
            "null"
          ],
          "description": "HEAD commit of the folder's git work tree; null outside git or before the first commit."
        },
        "dirty": {
          "type": "boolean",
          "description": "The work tree had uncommitted or untracked changes (they are analysed too)."
        },
        "cached": {
          "type": "boolean",
          "description": "The import graph came from the cache for this commit and these changes."
        },
        "analysed_files": {
          "type": "integer",
          "description": "TypeScript, JavaScript and Python files in the import graph."
        },
        "repository_note": {
          "type": "string",
          "description": "Present when no folder matched the project and the first root was read."
        },
        "truncated": {
          "type": "boolean",
          "description": "The folder had more files than are listed (50,000); the graph covers part of it."
        }
      },
      "required": [
        "affected_files",
        "risk"
      ]
    }
  },
  "coding_end_session": {
    "input": {
      "title": "coding_end_session input",
      "type": "object",
      "properties": {
        "session_id": {
          "type": "string",
          "minLength": 1,
          "description": "Coding session id returned by coding_start_session.",
          "maxLength": 128
        },
        "summary": {
          "type": "string",
          "minLength": 1,
          "description": "What was done and what is left.",
          "maxLength": 16000
        },
        "user_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Whose coding records (default: the key's user, else `default_user`)."
        }
      },
      "required": [
        "session_id"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "session_id": {
            "type": "string",
            "description": "Coding session id returned by coding_start_session."
          },
          "summary": {
            "type": "string",
            "description": "What was done and what is left."
          },
          "user_id": {
            "type": "string",
            "description": "Whose coding records (default: the key's user, else `default_user`)."
          }
        },
        "required": [
          "session_id"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "coding_end_session output",
      "type": "object",
      "properties": {
        "session_id": {
          "type": "string"
        },
        "project": {
          "type": "string"
        },
        "ended_at": {
          "type": "string"
        },
        "duration_seconds": {
          "type": "integer"
        },
        "files_changed": {
          "type": "integer"
        },
        "files": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "errors": {
          "type": "integer"
        },
        "decisions": {
          "type": "integer"
        }
      },
      "required": [
        "session_id",
        "ended_at",
        "files_changed"
      ]
    }
  },
  "coding_generate_pr_description": {
    "input": {
      "title": "coding_generate_pr_description input",
      "type": "object",
      "properties": {
        "session_id": {
          "type": "string",
          "minLength": 1,
          "description": "Coding session id returned by coding_start_session.",
          "maxLength": 128
        },
        "base_branch": {
          "type": "string",
          "minLength": 1,
          "description": "Target branch (default `main`, else `master`).",
          "maxLength": 255
        },
        "user_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Whose coding records (default: the key's user, else `default_user`)."
        },
        "repository_path": {
          "type": "string",
          "minLength": 1,
          "maxLength": 1024,
          "description": "Repository folder (default: the session's project, else the first root)."
        }
      },
      "required": [
        "session_id"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "session_id": {
            "type": "string",
            "description": "Coding session id returned by coding_start_session."
          },
          "base_branch": {
            "type": "string",
            "description": "Target branch (default `main`, else `master`)."
          },
          "user_id": {
            "type": "string",
            "description": "Whose coding records (default: the key's user, else `default_user`)."
          },
          "repository_path": {
            "type": "string",
            "description": "Repository folder (default: the session's project, else the first root)."
          }
        },
        "required": [
          "session_id"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "coding_generate_pr_description output",
      "type": "object",
      "properties": {
        "title": {
          "type": "string",
          "description": "The session's task, else the only commit's subject, else the summary's first sentence, else the files changed (at most 72 characters)."
        },
        "body": {
          "type": "string",
          "description": "Markdown: Summary, Changes, Decisions, Fixed along the way, Known issues, Commits and the totals."
        },
        "method": {
          "type": "string",
          "enum": [
            "template",
            "llm"
          ]
        },
        "model": {
          "type": [
            "string",
            "null"
          ],
          "description": "The writer asked besides the template, if any."
        },
        "session_id": {
          "type": "string"
        },
        "project": {
          "type": "string"
        },
        "repository": {
          "type": [
            "string",
            "null"
          ],
          "description": "Folder whose diff was read; null when the records alone were used."
        },
        "base": {
          "type": [
            "string",
            "null"
          ]
        },
        "merge_base": {
          "type": [
            "string",
            "null"
          ]
        },
        "branch": {
          "type": [
            "string",
            "null"
          ]
        },
        "files": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "path": {
                "type": "string"
              },
              "previous_path": {
                "type": "string"
              },
              "status": {
                "type": "string",
                "enum": [
                  "added",
                  "modified",
                  "deleted",
                  "renamed",
                  "copied",
                  "type changed",
                  "untracked"
                ]
              },
              "additions": {
                "type": [
                  "integer",
                  "null"
                ]
              },
              "deletions": {
                "type": [
                  "integer",
                  "null"
                ]
              }
            }
          }
        },
        "commits": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "commit": {
                "type": "string"
              },
              "subject": {
                "type": "string"
              },
              "author": {
                "type": "string"
              }
            }
          }
        },
        "notes": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "required": [
        "title",
        "body"
      ]
    }
  },
  "coding_get_issue_context": {
    "input": {
      "title": "coding_get_issue_context input",
      "type": "object",
      "properties": {
        "user_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Whose coding records (default: the key's user, else `default_user`)."
        },
        "project": {
          "type": "string",
          "minLength": 1,
          "description": "Project identifier (repository name or root folder path).",
          "maxLength": 512
        },
        "repository": {
          "type": "string",
          "minLength": 1,
          "description": "`owner/name` (GitLab: the project path).",
          "pattern": "^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)+$"
        },
        "issue_number": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "description": "Issue number (on GitLab, the project's issue number, iid)."
        }
      },
      "required": [
        "project",
        "repository",
        "issue_number"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string",
            "description": "Whose coding records (default: the key's user, else `default_user`)."
          },
          "project": {
            "type": "string",
            "description": "Project identifier (repository name or root folder path)."
          },
          "repository": {
            "type": "string",
            "description": "`owner/name` (GitLab: the project path)."
          },
          "issue_number": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647,
            "description": "Issue number (on GitLab, the project's issue number, iid)."
          }
        },
        "required": [
          "project",
          "repository",
          "issue_number"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "coding_get_issue_context output",
      "type": "object",
      "properties": {
        "provider": {
          "type": "string",
          "enum": [
            "github",
            "gitlab"
          ]
        },
        "repository": {
          "type": "string"
        },
        "issue": {
          "type": "object",
          "description": "The issue as vcs_issue_view gives it, with its comments.",
          "properties": {
            "number": {
              "type": "integer"
            },
            "title": {
              "type": "string"
            },
            "state": {
              "type": "string"
            },
            "body": {
              "type": "string"
            },
            "url": {
              "type": "string"
            },
            "comments": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "author": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "body": {
                    "type": "string"
                  },
                  "created_at": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "url": {
                    "type": "string"
                  }
                },
                "required": [
                  "author",
                  "body",
                  "created_at",
                  "url"
                ]
              }
            }
          },
          "required": [
            "number",
            "title",
            "state",
            "body",
            "url",
            "comments"
          ]
        },
        "linked_pull_requests": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "number": {
                "type": "integer"
              },
              "title": {
                "type": "string"
              },
              "state": {
                "type": "string"
              },
              "url": {
                "type": "string"
              },
              "relation": {
                "type": "string",
                "enum": [
                  "closes",
                  "mentions"
                ]
              }
            },
            "required": [
              "number",
              "title",
              "state",
              "url",
              "relation"
            ]
          }
        },
        "related_sessions": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "session_id": {
                "type": "string"
              },
              "project": {
                "type": "string"
              },
              "task": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "started_at": {
                "type": "string"
              },
              "ended_at": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "summary": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "open": {
                "type": "boolean"
              },
              "linked": {
                "type": "boolean",
                "description": "Linked to the issue by coding_link_vcs_issue (else it mentions it)."
              }
            },
            "required": [
              "session_id",
              "project",
              "task",
              "started_at",
              "ended_at",
              "summary",
              "open",
              "linked"
            ]
          }
        },
        "related_decisions": {
          "type": "array",
          "items": {
            "type": "object"
          }
        },
        "related_errors": {
          "type": "array",
          "items": {
            "type": "object"
          }
        },
        "related_changes": {
          "type": "array",
          "items": {
            "type": "object"
          }
        },
        "related_files": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "Files changed in the related sessions or named by the related errors (at most 100)."
        },
        "notes": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "required": [
        "provider",
        "repository",
        "issue",
        "linked_pull_requests",
        "related_sessions",
        "related_decisions",
        "related_errors",
        "related_changes",
        "related_files",
        "notes"
      ]
    }
  },
  "coding_get_project_context": {
    "input": {
      "title": "coding_get_project_context input",
      "type": "object",
      "properties": {
        "project": {
          "type": "string",
          "minLength": 1,
          "description": "Project identifier (repository name or root folder path).",
          "maxLength": 512
        },
        "user_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Whose coding records (default: the key's user, else `default_user`)."
        }
      },
      "required": [
        "project"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "project": {
            "type": "string",
            "description": "Project identifier (repository name or root folder path)."
          },
          "user_id": {
            "type": "string",
            "description": "Whose coding records (default: the key's user, else `default_user`)."
          }
        },
        "required": [
          "project"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "coding_get_project_context output",
      "type": "object",
      "properties": {
        "project": {
          "type": "string"
        },
        "recent_sessions": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "session_id": {
                "type": "string"
              },
              "project": {
                "type": "string"
              },
              "task": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "started_at": {
                "type": "string"
              },
              "ended_at": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "summary": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "open": {
                "type": "boolean"
              }
            }
          },
          "description": "Newest first, at most 10."
        },
        "decisions": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "decision_id": {
                "type": "string"
              },
              "decision": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "rationale": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "alternatives": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "session_id": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "recorded_at": {
                "type": "string"
              }
            }
          },
          "description": "Newest first, at most 20."
        },
        "open_errors": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "error_id": {
                "type": "string"
              },
              "error_message": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "file_path": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "resolution": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "session_id": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "recorded_at": {
                "type": "string"
              }
            }
          },
          "description": "Errors recorded without a resolution, newest first, at most 20."
        },
        "recent_file_changes": {
          "type": "array",
          "description": "Newest first, at most 20.",
          "items": {
            "type": "object",
            "properties": {
              "file_path": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "change_type": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "summary": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "session_id": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "recorded_at": {
                "type": "string"
              }
            }
          }
        },
        "counts": {
          "type": "object",
          "properties": {
            "sessions": {
              "type": "integer"
            },
            "decisions": {
              "type": "integer"
            },
            "errors": {
              "type": "integer"
            },
            "open_errors": {
              "type": "integer"
            },
            "file_changes": {
              "type": "integer"
            }
          }
        },
        "repository": {
          "type": [
            "object",
            "null"
          ],
          "description": "The project's folder on the user's machine; null on remote /mcp.",
          "properties": {
            "path": {
              "type": "string"
            },
            "files": {
              "type": "integer",
              "description": "Files listed (git's tracked and untracked-not-ignored files, or a walk)."
            },
            "readme": {
              "type": [
                "object",
                "null"
              ],
              "properties": {
                "file": {
                  "type": "string"
                },
                "excerpt": {
                  "type": "string",
                  "description": "The opening, up to 4,000 characters, cut at a paragraph."
                },
                "truncated": {
                  "type": "boolean"
                }
              }
            },
            "manifests": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "file": {
                    "type": "string"
                  },
                  "ecosystem": {
                    "type": "string"
                  },
                  "name": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "version": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "description": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "dependencies": {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  },
                  "dev_dependencies": {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  },
                  "scripts": {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  }
                }
              }
            },
            "languages": {
              "type": "array",
              "description": "By bytes, largest first; share of the bytes in a known language.",
              "items": {
                "type": "object",
                "properties": {
                  "language": {
                    "type": "string"
                  },
                  "files": {
                    "type": "integer"
                  },
                  "bytes": {
                    "type": "integer"
                  },
                  "share": {
                    "type": "number"
                  }
                }
              }
            },
            "git": {
              "type": [
                "object",
                "null"
              ],
              "properties": {
                "branch": {
                  "type": [
                    "string",
                    "null"
                  ]
                },
                "head": {
                  "type": [
                    "string",
                    "null"
                  ]
                },
                "dirty": {
                  "type": "boolean"
                },
                "recent_commits": {
                  "type": "array",
                  "items": {
                    "type": "object",
                    "properties": {
                      "commit": {
                        "type": "string"
                      },
                      "date": {
                        "type": "string"
                      },
                      "author": {
                        "type": "string"
                      },
                      "subject": {
                        "type": "string"
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "notes": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "required": [
        "project"
      ]
    }
  },
  "coding_link_vcs_issue": {
    "input": {
      "title": "coding_link_vcs_issue input",
      "type": "object",
      "properties": {
        "user_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Whose coding records (default: the key's user, else `default_user`)."
        },
        "session_id": {
          "type": "string",
          "minLength": 1,
          "description": "Coding session id returned by coding_start_session.",
          "maxLength": 128
        },
        "repository": {
          "type": "string",
          "minLength": 1,
          "description": "`owner/name` (GitLab: the project path).",
          "pattern": "^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)+$"
        },
        "issue_number": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "description": "Issue number (on GitLab, the project's issue number, iid)."
        },
        "post_comment": {
          "type": "boolean",
          "default": false,
          "description": "Also comment on the issue (needs GITHUB_TOKEN or GITLAB_TOKEN)."
        },
        "comment": {
          "type": "string",
          "minLength": 1,
          "maxLength": 8000,
          "description": "Text of that comment (default: names the session and task)."
        }
      },
      "required": [
        "session_id",
        "repository",
        "issue_number"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string",
            "description": "Whose coding records (default: the key's user, else `default_user`)."
          },
          "session_id": {
            "type": "string",
            "description": "Coding session id returned by coding_start_session."
          },
          "repository": {
            "type": "string",
            "description": "`owner/name` (GitLab: the project path)."
          },
          "issue_number": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647,
            "description": "Issue number (on GitLab, the project's issue number, iid)."
          },
          "post_comment": {
            "type": "boolean",
            "default": false,
            "description": "Also comment on the issue (needs GITHUB_TOKEN or GITLAB_TOKEN)."
          },
          "comment": {
            "type": "string",
            "description": "Text of that comment (default: names the session and task)."
          }
        },
        "required": [
          "session_id",
          "repository",
          "issue_number"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "coding_link_vcs_issue output",
      "type": "object",
      "properties": {
        "ok": {
          "type": "boolean"
        },
        "message": {
          "type": "string"
        },
        "link_key": {
          "type": "string",
          "description": "Key of the link's memory."
        },
        "session_id": {
          "type": "string"
        },
        "project": {
          "type": "string"
        },
        "provider": {
          "type": "string",
          "enum": [
            "github",
            "gitlab"
          ]
        },
        "repository": {
          "type": "string"
        },
        "issue_number": {
          "type": "integer"
        },
        "issue": {
          "type": [
            "object",
            "null"
          ],
          "properties": {
            "title": {
              "type": "string"
            },
            "state": {
              "type": "string"
            },
            "url": {
              "type": "string"
            }
          },
          "description": "The issue as the code host gave it; null when it could not be looked up."
        },
        "verified": {
          "type": "boolean",
          "description": "The code host confirmed the issue."
        },
        "comment_url": {
          "type": [
            "string",
            "null"
          ],
          "description": "Address of the comment posted (post_comment), else null."
        }
      },
      "required": [
        "ok",
        "message",
        "link_key",
        "session_id",
        "project",
        "provider",
        "repository",
        "issue_number",
        "issue",
        "verified",
        "comment_url"
      ]
    }
  },
  "coding_record_decision": {
    "input": {
      "title": "coding_record_decision input",
      "type": "object",
      "properties": {
        "project": {
          "type": "string",
          "minLength": 1,
          "description": "Project identifier (repository name or root folder path).",
          "maxLength": 512
        },
        "decision": {
          "type": "string",
          "minLength": 1,
          "description": "The decision taken.",
          "maxLength": 4000
        },
        "rationale": {
          "type": "string",
          "minLength": 1,
          "description": "Why.",
          "maxLength": 16000
        },
        "alternatives": {
          "type": "array",
          "maxItems": 20,
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 1000
          },
          "description": "Options considered and rejected."
        },
        "user_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Whose coding records (default: the key's user, else `default_user`)."
        },
        "session_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128,
          "description": "Coding session the decision was taken in (optional)."
        }
      },
      "required": [
        "project",
        "decision"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "project": {
            "type": "string",
            "description": "Project identifier (repository name or root folder path)."
          },
          "decision": {
            "type": "string",
            "description": "The decision taken."
          },
          "rationale": {
            "type": "string",
            "description": "Why."
          },
          "alternatives": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "Options considered and rejected."
          },
          "user_id": {
            "type": "string",
            "description": "Whose coding records (default: the key's user, else `default_user`)."
          },
          "session_id": {
            "type": "string",
            "description": "Coding session the decision was taken in (optional)."
          }
        },
        "required": [
          "project",
          "decision"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "coding_record_decision output",
      "type": "object",
      "properties": {
        "decision_id": {
          "type": "string"
        },
        "project": {
          "type": "string"
        },
        "recorded_at": {
          "type": "string"
        }
      },
      "required": [
        "decision_id",
        "recorded_at"
      ]
    }
  },
  "coding_record_error": {
    "input": {
      "title": "coding_record_error input",
      "type": "object",
      "properties": {
        "project": {
          "type": "string",
          "minLength": 1,
          "description": "Project identifier (repository name or root folder path).",
          "maxLength": 512
        },
        "error_message": {
          "type": "string",
          "minLength": 1,
          "description": "The error text.",
          "maxLength": 16000
        },
        "file_path": {
          "type": "string",
          "minLength": 1,
          "description": "File path relative to the project root.",
          "maxLength": 1024
        },
        "stack_trace": {
          "type": "string",
          "minLength": 1,
          "description": "Stack trace, if any.",
          "maxLength": 65536
        },
        "resolution": {
          "type": "string",
          "minLength": 1,
          "description": "How it was fixed, if known.",
          "maxLength": 16000
        },
        "session_id": {
          "type": "string",
          "minLength": 1,
          "description": "Coding session id returned by coding_start_session.",
          "maxLength": 128
        },
        "user_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Whose coding records (default: the key's user, else `default_user`)."
        }
      },
      "required": [
        "project",
        "error_message"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "project": {
            "type": "string",
            "description": "Project identifier (repository name or root folder path)."
          },
          "error_message": {
            "type": "string",
            "description": "The error text."
          },
          "file_path": {
            "type": "string",
            "description": "File path relative to the project root."
          },
          "stack_trace": {
            "type": "string",
            "description": "Stack trace, if any."
          },
          "resolution": {
            "type": "string",
            "description": "How it was fixed, if known."
          },
          "session_id": {
            "type": "string",
            "description": "Coding session id returned by coding_start_session."
          },
          "user_id": {
            "type": "string",
            "description": "Whose coding records (default: the key's user, else `default_user`)."
          }
        },
        "required": [
          "project",
          "error_message"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "coding_record_error output",
      "type": "object",
      "properties": {
        "error_id": {
          "type": "string"
        },
        "similar_errors": {
          "type": "integer",
          "description": "Errors recorded earlier in the project with the same message (numbers, paths, ids and quoted text aside)."
        },
        "known_resolutions": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "How those were fixed."
        }
      },
      "required": [
        "error_id",
        "similar_errors",
        "known_resolutions"
      ]
    }
  },
  "coding_search_errors": {
    "input": {
      "title": "coding_search_errors input",
      "type": "object",
      "properties": {
        "project": {
          "type": "string",
          "minLength": 1,
          "description": "Project identifier (repository name or root folder path).",
          "maxLength": 512
        },
        "query": {
          "type": "string",
          "minLength": 1,
          "description": "Search terms.",
          "maxLength": 400
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 10,
          "description": "Number of results (default 10, at most 50)."
        },
        "user_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Whose coding records (default: the key's user, else `default_user`)."
        }
      },
      "required": [
        "project",
        "query"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "project": {
            "type": "string",
            "description": "Project identifier (repository name or root folder path)."
          },
          "query": {
            "type": "string",
            "description": "Search terms."
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 50,
            "default": 10,
            "description": "Number of results (default 10, at most 50)."
          },
          "user_id": {
            "type": "string",
            "description": "Whose coding records (default: the key's user, else `default_user`)."
          }
        },
        "required": [
          "project",
          "query"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "coding_search_errors output",
      "type": "object",
      "properties": {
        "project": {
          "type": "string"
        },
        "results": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "error_id": {
                "type": "string"
              },
              "error_message": {
                "type": "string"
              },
              "resolution": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "file_path": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "session_id": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "score": {
                "type": "number"
              },
              "recorded_at": {
                "type": "string"
              }
            },
            "required": [
              "error_id",
              "error_message",
              "resolution",
              "score"
            ]
          }
        }
      },
      "required": [
        "results"
      ]
    }
  },
  "coding_start_session": {
    "input": {
      "title": "coding_start_session input",
      "type": "object",
      "properties": {
        "user_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Whose coding records (default: the key's user, else `default_user`)."
        },
        "project": {
          "type": "string",
          "minLength": 1,
          "description": "Project identifier (repository name or root folder path).",
          "maxLength": 512
        },
        "task": {
          "type": "string",
          "minLength": 1,
          "description": "What the session is meant to achieve.",
          "maxLength": 4000
        }
      },
      "required": [
        "project"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string",
            "description": "Whose coding records (default: the key's user, else `default_user`)."
          },
          "project": {
            "type": "string",
            "description": "Project identifier (repository name or root folder path)."
          },
          "task": {
            "type": "string",
            "description": "What the session is meant to achieve."
          }
        },
        "required": [
          "project"
        ],
        "additionalProperties": false
      },
      "output": {
        "type": "object",
        "properties": {
          "session_id": {
            "type": "string"
          },
          "project": {
            "type": "string"
          },
          "user_id": {
            "type": "string"
          },
          "task": {
            "type": [
              "string",
              "null"
            ]
          },
          "started_at": {
            "type": "string"
          }
        },
        "required": [
          "session_id",
          "project",
          "user_id",
          "started_at"
        ]
      }
    },
    "output": {
      "title": "coding_start_session output",
      "type": "object",
      "properties": {
        "session_id": {
          "type": "string"
        },
        "project": {
          "type": "string"
        },
        "user_id": {
          "type": "string"
        },
        "task": {
          "type": [
            "string",
            "null"
          ]
        },
        "started_at": {
          "type": "string"
        }
      },
      "required": [
        "session_id",
        "project",
        "user_id",
        "started_at"
      ]
    }
  },
  "coding_suggest_refactor_order": {
    "input": {
      "title": "coding_suggest_refactor_order input",
      "type": "object",
      "properties": {
        "project": {
          "type": "string",
          "minLength": 1,
          "description": "Project identifier (repository name or root folder path).",
          "maxLength": 512
        },
        "files": {
          "type": "array",
          "minItems": 1,
          "maxItems": 500,
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 1024
          },
          "description": "Files to refactor."
        }
      },
      "required": [
        "project",
        "files"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "project": {
            "type": "string",
            "description": "Project identifier (repository name or root folder path)."
          },
          "files": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "Files to refactor."
          }
        },
        "required": [
          "project",
          "files"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "coding_suggest_refactor_order output",
      "type": "object",
      "properties": {
        "order": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "The files, each after the files it depends on (directly or through files not in the list); files of an import cycle next to each other; files whose imports are unknown last."
        },
        "reasons": {
          "type": "object",
          "additionalProperties": {
            "type": "string"
          },
          "description": "Per file: what it comes after, the cycle it is in, how many of the others depend on it."
        },
        "steps": {
          "type": "array",
          "items": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "description": "The order as steps: a file alone, or the files of a cycle to refactor together."
        },
        "cycles": {
          "type": "array",
          "items": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "description": "Import cycles among the files."
        },
        "missing": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "Files asked for that do not exist (left out of the order)."
        },
        "repository": {
          "type": "string",
          "description": "Real path of the folder analysed."
        },
        "commit": {
          "type": [
            "string",
            "null"
          ],
          "description": "HEAD commit of the folder's git work tree; null outside git or before the first commit."
        },
        "dirty": {
          "type": "boolean",
          "description": "The work tree had uncommitted or untracked changes (they are analysed too)."
        },
        "cached": {
          "type": "boolean",
          "description": "The import graph came from the cache for this commit and these changes."
        },
        "analysed_files": {
          "type": "integer",
          "description": "TypeScript, JavaScript and Python files in the import graph."
        },
        "repository_note": {
          "type": "string",
          "description": "Present when no folder matched the project and the first root was read."
        },
        "truncated": {
          "type": "boolean",
          "description": "The folder had more files than are listed (50,000); the graph covers part of it."
        }
      },
      "required": [
        "order"
      ]
    }
  },
  "coding_track_file_change": {
    "input": {
      "title": "coding_track_file_change input",
      "type": "object",
      "properties": {
        "session_id": {
          "type": "string",
          "minLength": 1,
          "description": "Coding session id returned by coding_start_session.",
          "maxLength": 128
        },
        "file_path": {
          "type": "string",
          "minLength": 1,
          "description": "File path relative to the project root.",
          "maxLength": 1024
        },
        "change_type": {
          "type": "string",
          "enum": [
            "created",
            "modified",
            "deleted",
            "renamed"
          ],
          "description": "Kind of change."
        },
        "summary": {
          "type": "string",
          "minLength": 1,
          "description": "What changed and why.",
          "maxLength": 4000
        },
        "user_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "description": "Whose coding records (default: the key's user, else `default_user`)."
        }
      },
      "required": [
        "session_id",
        "file_path",
        "change_type"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "session_id": {
            "type": "string",
            "description": "Coding session id returned by coding_start_session."
          },
          "file_path": {
            "type": "string",
            "description": "File path relative to the project root."
          },
          "change_type": {
            "type": "string",
            "enum": [
              "created",
              "modified",
              "deleted",
              "renamed"
            ],
            "description": "Kind of change."
          },
          "summary": {
            "type": "string",
            "description": "What changed and why."
          },
          "user_id": {
            "type": "string",
            "description": "Whose coding records (default: the key's user, else `default_user`)."
          }
        },
        "required": [
          "session_id",
          "file_path",
          "change_type"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "coding_track_file_change output",
      "type": "object",
      "properties": {
        "change_id": {
          "type": "string"
        },
        "session_id": {
          "type": "string"
        },
        "project": {
          "type": "string"
        },
        "file_path": {
          "type": "string"
        },
        "change_type": {
          "type": "string"
        },
        "files_changed": {
          "type": "integer",
          "description": "Distinct files changed in the session so far."
        }
      },
      "required": [
        "change_id",
        "session_id",
        "file_path",
        "change_type",
        "files_changed"
      ]
    }
  },
  "dir_list": {
    "input": {
      "title": "dir_list input",
      "type": "object",
      "properties": {
        "path": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4096,
          "description": "Folder to list (default: the first root).",
          "default": "."
        },
        "recursive": {
          "type": "boolean",
          "default": false,
          "description": "List sub-folders too (symlinks are not entered)."
        },
        "include_ignored": {
          "type": "boolean",
          "default": false,
          "description": "Also list .git folders and what the .gitignore files of the folder and its sub-folders ignore."
        },
        "max_entries": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000,
          "default": 1000,
          "description": "Most entries (default 1000; never more than MEMPLAT_DIR_MAX_ENTRIES)."
        }
      },
      "required": [],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "path": {
            "type": "string",
            "description": "Folder to list (default: the first root).",
            "default": "."
          },
          "recursive": {
            "type": "boolean",
            "default": false,
            "description": "List sub-folders too (symlinks are not entered)."
          },
          "include_ignored": {
            "type": "boolean",
            "default": false,
            "description": "Also list .git folders and what the .gitignore files of the folder and its sub-folders ignore."
          },
          "max_entries": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100000,
            "default": 1000,
            "description": "Most entries (default 1000; never more than MEMPLAT_DIR_MAX_ENTRIES)."
          }
        },
        "required": [],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "dir_list output",
      "type": "object",
      "properties": {
        "path": {
          "type": "string",
          "description": "Real path of the folder listed."
        },
        "entries": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "name": {
                "type": "string",
                "description": "Path relative to the folder listed, with / between parts."
              },
              "type": {
                "type": "string",
                "enum": [
                  "file",
                  "directory",
                  "symlink",
                  "other"
                ]
              },
              "size": {
                "type": [
                  "integer",
                  "null"
                ]
              },
              "modified_at": {
                "type": [
                  "string",
                  "null"
                ]
              }
            },
            "required": [
              "name",
              "type"
            ]
          }
        },
        "truncated": {
          "type": "boolean"
        },
        "roots": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "The folders this server may touch."
        }
      },
      "required": [
        "path",
        "entries",
        "truncated"
      ]
    }
  },
  "ext_image_search": {
    "input": {
      "title": "ext_image_search input",
      "type": "object",
      "properties": {
        "query": {
          "type": "string",
          "minLength": 1,
          "description": "Search terms.",
          "maxLength": 400
        },
        "count": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 10,
          "description": "Number of results (default 10, at most 50)."
        },
        "safe_search": {
          "type": "string",
          "enum": [
            "off",
            "moderate",
            "strict"
          ],
          "default": "strict",
          "description": "Safe-search level (default `strict`)."
        }
      },
      "required": [
        "query"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "query": {
            "type": "string",
            "description": "Search terms."
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "maximum": 50,
            "default": 10,
            "description": "Number of results (default 10, at most 50)."
          },
          "safe_search": {
            "type": "string",
            "enum": [
              "off",
              "moderate",
              "strict"
            ],
            "default": "strict",
            "description": "Safe-search level (default `strict`)."
          }
        },
        "required": [
          "query"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "ext_image_search output",
      "type": "object",
      "properties": {
        "provider": {
          "type": "string",
          "description": "Search provider that answered (`searxng` or `brave`)."
        },
        "results": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "title": {
                "type": "string"
              },
              "url": {
                "type": "string",
                "description": "The page the image is on."
              },
              "image_url": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The full-size image."
              },
              "thumbnail_url": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "A small preview of the image."
              },
              "source": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Site the image comes from."
              }
            },
            "required": [
              "title",
              "url",
              "image_url",
              "thumbnail_url",
              "source"
            ]
          }
        }
      },
      "required": [
        "provider",
        "results"
      ]
    }
  },
  "ext_local_search": {
    "input": {
      "title": "ext_local_search input",
      "type": "object",
      "properties": {
        "query": {
          "type": "string",
          "minLength": 1,
          "maxLength": 400,
          "description": "What to look for, e.g. `vegetarian restaurant` or `pharmacy open now`."
        },
        "location": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "description": "A place, address or `latitude,longitude` (else the query names it)."
        },
        "count": {
          "type": "integer",
          "minimum": 1,
          "maximum": 20,
          "default": 5,
          "description": "Number of places (default 5, at most 20)."
        }
      },
      "required": [
        "query"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "query": {
            "type": "string",
            "description": "What to look for, e.g. `vegetarian restaurant` or `pharmacy open now`."
          },
          "location": {
            "type": "string",
            "description": "A place, address or `latitude,longitude` (else the query names it)."
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "maximum": 20,
            "default": 5,
            "description": "Number of places (default 5, at most 20)."
          }
        },
        "required": [
          "query"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "ext_local_search output",
      "type": "object",
      "properties": {
        "provider": {
          "type": "string",
          "description": "Search provider that answered (`searxng` or `brave`)."
        },
        "results": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "name": {
                "type": "string"
              },
              "address": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "latitude": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "longitude": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "phone": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "url": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "rating": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "categories": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              }
            },
            "required": [
              "name",
              "address",
              "latitude",
              "longitude",
              "phone",
              "url",
              "rating",
              "categories"
            ]
          }
        }
      },
      "required": [
        "provider",
        "results"
      ]
    }
  },
  "ext_news_search": {
    "input": {
      "title": "ext_news_search input",
      "type": "object",
      "properties": {
        "query": {
          "type": "string",
          "minLength": 1,
          "description": "Search terms.",
          "maxLength": 400
        },
        "count": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 10,
          "description": "Number of results (default 10, at most 50)."
        },
        "freshness": {
          "type": "string",
          "enum": [
            "day",
            "week",
            "month",
            "any"
          ],
          "default": "week",
          "description": "Only articles published within this period (default `week`)."
        }
      },
      "required": [
        "query"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "query": {
            "type": "string",
            "description": "Search terms."
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "maximum": 50,
            "default": 10,
            "description": "Number of results (default 10, at most 50)."
          },
          "freshness": {
            "type": "string",
            "enum": [
              "day",
              "week",
              "month",
              "any"
            ],
            "default": "week",
            "description": "Only articles published within this period (default `week`)."
          }
        },
        "required": [
          "query"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "ext_news_search output",
      "type": "object",
      "properties": {
        "provider": {
          "type": "string",
          "description": "Search provider that answered (`searxng` or `brave`)."
        },
        "results": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "title": {
                "type": "string"
              },
              "url": {
                "type": "string",
                "description": "Address of the result."
              },
              "snippet": {
                "type": "string",
                "description": "Plain-text extract (empty when the provider gives none)."
              },
              "source": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Publisher or site name (the host name when the provider names none)."
              },
              "published_at": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Publication date (ISO 8601) when the provider gives one."
              },
              "thumbnail_url": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Preview image address, when there is one."
              }
            },
            "required": [
              "title",
              "url",
              "snippet",
              "source",
              "published_at",
              "thumbnail_url"
            ]
          }
        }
      },
      "required": [
        "provider",
        "results"
      ]
    }
  },
  "ext_video_search": {
    "input": {
      "title": "ext_video_search input",
      "type": "object",
      "properties": {
        "query": {
          "type": "string",
          "minLength": 1,
          "description": "Search terms.",
          "maxLength": 400
        },
        "count": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 10,
          "description": "Number of results (default 10, at most 50)."
        }
      },
      "required": [
        "query"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "query": {
            "type": "string",
            "description": "Search terms."
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "maximum": 50,
            "default": 10,
            "description": "Number of results (default 10, at most 50)."
          }
        },
        "required": [
          "query"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "ext_video_search output",
      "type": "object",
      "properties": {
        "provider": {
          "type": "string",
          "description": "Search provider that answered (`searxng` or `brave`)."
        },
        "results": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "title": {
                "type": "string"
              },
              "url": {
                "type": "string",
                "description": "Address of the result."
              },
              "snippet": {
                "type": "string",
                "description": "Plain-text extract (empty when the provider gives none)."
              },
              "source": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Publisher or site name (the host name when the provider names none)."
              },
              "published_at": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Publication date (ISO 8601) when the provider gives one."
              },
              "thumbnail_url": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Preview image address, when there is one."
              },
              "duration": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Length as the provider writes it, e.g. `4:21`."
              }
            },
            "required": [
              "title",
              "url",
              "snippet",
              "source",
              "published_at",
              "thumbnail_url",
              "duration"
            ]
          }
        }
      },
      "required": [
        "provider",
        "results"
      ]
    }
  },
  "ext_web_search": {
    "input": {
      "title": "ext_web_search input",
      "type": "object",
      "properties": {
        "query": {
          "type": "string",
          "minLength": 1,
          "description": "Search terms.",
          "maxLength": 400
        },
        "count": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 10,
          "description": "Number of results (default 10, at most 50)."
        },
        "country": {
          "type": "string",
          "minLength": 1,
          "description": "Two-letter country code to localise results, e.g. `us`.",
          "pattern": "^[A-Za-z]{2}$"
        },
        "freshness": {
          "type": "string",
          "enum": [
            "day",
            "week",
            "month",
            "year",
            "any"
          ],
          "default": "any",
          "description": "Only pages published within this period (default `any`)."
        }
      },
      "required": [
        "query"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "query": {
            "type": "string",
            "description": "Search terms."
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "maximum": 50,
            "default": 10,
            "description": "Number of results (default 10, at most 50)."
          },
          "country": {
            "type": "string",
            "description": "Two-letter country code to localise results, e.g. `us`."
          },
          "freshness": {
            "type": "string",
            "enum": [
              "day",
              "week",
              "month",
              "year",
              "any"
            ],
            "default": "any",
            "description": "Only pages published within this period (default `any`)."
          }
        },
        "required": [
          "query"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "ext_web_search output",
      "type": "object",
      "properties": {
        "provider": {
          "type": "string",
          "description": "Search provider that answered (`searxng` or `brave`)."
        },
        "results": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "title": {
                "type": "string"
              },
              "url": {
                "type": "string",
                "description": "Address of the result."
              },
              "snippet": {
                "type": "string",
                "description": "Plain-text extract (empty when the provider gives none)."
              },
              "source": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Publisher or site name (the host name when the provider names none)."
              },
              "published_at": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Publication date (ISO 8601) when the provider gives one."
              }
            },
            "required": [
              "title",
              "url",
              "snippet",
              "source",
              "published_at"
            ]
          }
        }
      },
      "required": [
        "provider",
        "results"
      ]
    }
  },
  "fact_check_claim": {
    "input": {
      "title": "fact_check_claim input",
      "type": "object",
      "properties": {
        "claim": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2000,
          "description": "One statement to check. Give either claim or text."
        },
        "text": {
          "type": "string",
          "minLength": 1,
          "maxLength": 20000,
          "description": "A passage whose sentences are checked as separate claims. Give claim or text."
        },
        "context": {
          "type": "string",
          "minLength": 1,
          "maxLength": 8000,
          "description": "Where the claim was made, or extra context."
        },
        "max_claims": {
          "type": "integer",
          "minimum": 1,
          "maximum": 10,
          "default": 5,
          "description": "Most claims taken from text (default 5)."
        },
        "user_id": {
          "title": "UserId",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "$comment": "The end user whose memories are addressed, e.g. `default_user` (the server instructions say so; a description here would be repeated in every memory tool on each tools/list).",
          "description": "Whose memories count as evidence (default: the key's user)."
        },
        "agent_name": {
          "title": "AgentName",
          "description": "Agent namespace of those memories.",
          "type": "string",
          "pattern": "^[A-Za-z0-9._:-]{1,64}$",
          "$comment": "1-64 letters, digits, `.`, `_`, `:` or `-`. A key names the agent's own memory, else the user's global one, so fetch, feedback, delete and store (update) reach a recalled memory with the agent name it was recalled under."
        },
        "use_memories": {
          "type": "boolean",
          "default": true,
          "description": "Use the caller's memories as evidence (default true)."
        }
      },
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "claim": {
            "type": "string",
            "description": "One statement to check. Give either claim or text."
          },
          "text": {
            "type": "string",
            "description": "A passage whose sentences are checked as separate claims. Give claim or text."
          },
          "context": {
            "type": "string",
            "description": "Where the claim was made, or extra context."
          },
          "max_claims": {
            "type": "integer",
            "minimum": 1,
            "maximum": 10,
            "default": 5,
            "description": "Most claims taken from text (default 5)."
          },
          "user_id": {
            "type": "string",
            "description": "Whose memories count as evidence (default: the key's user)."
          },
          "agent_name": {
            "description": "Agent namespace of those memories.",
            "type": "string"
          },
          "use_memories": {
            "type": "boolean",
            "default": true,
            "description": "Use the caller's memories as evidence (default true)."
          }
        },
        "additionalProperties": false
      }
    },
    "output": {
      "title": "fact_check_claim output",
      "type": "object",
      "properties": {
        "claim": {
          "type": "string",
          "description": "The claim, or the text, as given."
        },
        "verdict": {
          "type": "string",
          "enum": [
            "supported",
            "refuted",
            "mixed",
            "unverified"
          ],
          "description": "The claim's verdict; for a text, the overall one (unanimous, else `mixed`; `unverified` when no claim is settled)."
        },
        "confidence": {
          "type": "number",
          "minimum": 0,
          "maximum": 1
        },
        "explanation": {
          "type": "string"
        },
        "sources": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "Every cited address, or `memory:<key>` for memories."
        },
        "method": {
          "type": "string",
          "enum": [
            "heuristic",
            "llm",
            "llm_and_heuristic"
          ],
          "description": "How the verdicts were reached: all by the heuristic, all by the language model, or some of each (the model failed for some claims)."
        },
        "model": {
          "type": [
            "string",
            "null"
          ],
          "description": "The language model that judged, or null when every verdict is heuristic."
        },
        "claims": {
          "type": "array",
          "items": {
            "title": "ClaimVerdict",
            "description": "One claim with its verdict, confidence and the evidence cited.",
            "type": "object",
            "properties": {
              "claim": {
                "type": "string"
              },
              "verdict": {
                "type": "string",
                "enum": [
                  "supported",
                  "refuted",
                  "mixed",
                  "unverified"
                ],
                "description": "`supported` or `refuted` by the evidence found, `mixed` when it points both ways, `unverified` when nothing found settles the claim."
              },
              "confidence": {
                "type": "number",
                "minimum": 0,
                "maximum": 1,
                "description": "How strongly the evidence backs the verdict (0 when nothing settles the claim). Heuristic verdicts stay at or below 0.85."
              },
              "explanation": {
                "type": "string",
                "description": "How the verdict was reached, naming the sources."
              },
              "method": {
                "type": "string",
                "enum": [
                  "heuristic",
                  "llm"
                ],
                "description": "`heuristic`: term overlap, negation and refuting words, number and date agreement (no language model); `llm`: judged by the model of LLM_BASE_URL from the evidence."
              },
              "citations": {
                "type": "array",
                "items": {
                  "type": "object",
                  "properties": {
                    "source": {
                      "type": "string",
                      "enum": [
                        "web",
                        "page",
                        "memory"
                      ],
                      "description": "`web`: a search result's snippet; `page`: the passage of a page read that matches the claim best; `memory`: one of the caller's memories."
                    },
                    "url": {
                      "type": [
                        "string",
                        "null"
                      ]
                    },
                    "title": {
                      "type": [
                        "string",
                        "null"
                      ]
                    },
                    "memory_key": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "description": "The memory's key (source `memory`)."
                    },
                    "snippet": {
                      "type": "string",
                      "description": "The text that was judged."
                    },
                    "stance": {
                      "type": "string",
                      "enum": [
                        "supports",
                        "refutes",
                        "neutral"
                      ]
                    }
                  },
                  "required": [
                    "source",
                    "url",
                    "title",
                    "memory_key",
                    "snippet",
                    "stance"
                  ]
                },
                "description": "The evidence that bears on the claim, strongest first."
              },
              "sources": {
                "type": "array",
                "items": {
                  "type": "string"
                },
                "description": "The citations' addresses, or `memory:<key>` for memories."
              }
            },
            "required": [
              "claim",
              "verdict",
              "confidence",
              "explanation",
              "method",
              "citations",
              "sources"
            ]
          },
          "description": "Each claim checked, with its citations."
        },
        "left_out": {
          "type": "integer",
          "minimum": 0,
          "description": "Checkable sentences of the text beyond max_claims, not checked."
        },
        "evidence": {
          "type": "object",
          "description": "Where evidence was looked for.",
          "properties": {
            "search_provider": {
              "type": [
                "string",
                "null"
              ],
              "description": "The search provider asked (searxng, brave), or null when none was."
            },
            "search_results": {
              "type": "integer",
              "minimum": 0
            },
            "pages_read": {
              "type": "integer",
              "minimum": 0
            },
            "memories_considered": {
              "type": "integer",
              "minimum": 0
            }
          },
          "required": [
            "search_provider",
            "search_results",
            "pages_read",
            "memories_considered"
          ]
        },
        "notes": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "What was missing or failed: an unconfigured search provider (starting `WEB-001:` and naming the settings), pages that could not be read, a language model that was not used."
        }
      },
      "required": [
        "claim",
        "verdict",
        "confidence",
        "explanation",
        "sources",
        "method",
        "model",
        "claims",
        "left_out",
        "evidence",
        "notes"
      ]
    }
  },
  "file_read": {
    "input": {
      "title": "file_read input",
      "type": "object",
      "properties": {
        "path": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4096,
          "description": "Absolute, or relative to the first allowed folder."
        },
        "offset": {
          "type": "integer",
          "minimum": 0,
          "maximum": 9007199254740991,
          "default": 0,
          "description": "First byte to read (default 0)."
        },
        "length": {
          "type": "integer",
          "minimum": 1,
          "maximum": 16777216,
          "default": 1048576,
          "description": "Most bytes to read (at most MEMPLAT_FILE_MAX_BYTES)."
        },
        "encoding": {
          "type": "string",
          "enum": [
            "utf8",
            "base64"
          ],
          "default": "utf8",
          "description": "`utf8` or `base64` (non-UTF-8 bytes come back as base64)."
        }
      },
      "required": [
        "path"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "path": {
            "type": "string",
            "description": "Absolute, or relative to the first allowed folder."
          },
          "offset": {
            "type": "integer",
            "minimum": 0,
            "maximum": 9007199254740991,
            "default": 0,
            "description": "First byte to read (default 0)."
          },
          "length": {
            "type": "integer",
            "minimum": 1,
            "maximum": 16777216,
            "default": 1048576,
            "description": "Most bytes to read (at most MEMPLAT_FILE_MAX_BYTES)."
          },
          "encoding": {
            "type": "string",
            "enum": [
              "utf8",
              "base64"
            ],
            "default": "utf8",
            "description": "`utf8` or `base64` (non-UTF-8 bytes come back as base64)."
          }
        },
        "required": [
          "path"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "file_read output",
      "type": "object",
      "properties": {
        "path": {
          "type": "string",
          "description": "Real path of the file (symlinks resolved)."
        },
        "content": {
          "type": "string"
        },
        "encoding": {
          "type": "string",
          "enum": [
            "utf8",
            "base64"
          ]
        },
        "size": {
          "type": "integer",
          "description": "Size of the whole file in bytes."
        },
        "offset": {
          "type": "integer"
        },
        "bytes_read": {
          "type": "integer"
        },
        "truncated": {
          "type": "boolean",
          "description": "True when the file goes on after the bytes returned."
        },
        "note": {
          "type": "string"
        }
      },
      "required": [
        "path",
        "content",
        "encoding",
        "size",
        "offset",
        "bytes_read",
        "truncated"
      ]
    }
  },
  "file_write": {
    "input": {
      "title": "file_write input",
      "type": "object",
      "properties": {
        "path": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4096,
          "description": "Absolute, or relative to the first allowed folder."
        },
        "content": {
          "type": "string",
          "maxLength": 16777216,
          "description": "Text to write (UTF-8; at most MEMPLAT_FILE_MAX_BYTES bytes)."
        },
        "mode": {
          "type": "string",
          "enum": [
            "overwrite",
            "append",
            "create"
          ],
          "default": "overwrite",
          "description": "`create` fails when the file exists."
        }
      },
      "required": [
        "path",
        "content"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "path": {
            "type": "string",
            "description": "Absolute, or relative to the first allowed folder."
          },
          "content": {
            "type": "string",
            "description": "Text to write (UTF-8; at most MEMPLAT_FILE_MAX_BYTES bytes)."
          },
          "mode": {
            "type": "string",
            "enum": [
              "overwrite",
              "append",
              "create"
            ],
            "default": "overwrite",
            "description": "`create` fails when the file exists."
          }
        },
        "required": [
          "path",
          "content"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "file_write output",
      "type": "object",
      "properties": {
        "path": {
          "type": "string",
          "description": "Real path of the file written."
        },
        "bytes_written": {
          "type": "integer"
        },
        "created": {
          "type": "boolean",
          "description": "True when the file did not exist before."
        },
        "size": {
          "type": "integer",
          "description": "Size of the file afterwards."
        }
      },
      "required": [
        "path",
        "bytes_written",
        "created",
        "size"
      ]
    }
  },
  "get_video_metadata": {
    "input": {
      "title": "get_video_metadata input",
      "type": "object",
      "properties": {
        "url": {
          "type": "string",
          "format": "uri",
          "maxLength": 2048,
          "description": "Video page address."
        }
      },
      "required": [
        "url"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "url": {
            "type": "string",
            "format": "uri",
            "description": "Video page address."
          }
        },
        "required": [
          "url"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "get_video_metadata output",
      "type": "object",
      "properties": {
        "url": {
          "type": "string",
          "description": "The video's address (the final page address for other sites)."
        },
        "platform": {
          "type": "string",
          "description": "`youtube`, or the site's host name."
        },
        "video_id": {
          "type": [
            "string",
            "null"
          ],
          "description": "YouTube video id; null for other sites."
        },
        "title": {
          "type": "string"
        },
        "channel": {
          "type": [
            "string",
            "null"
          ],
          "description": "Channel or author."
        },
        "channel_url": {
          "type": [
            "string",
            "null"
          ]
        },
        "duration_seconds": {
          "type": [
            "number",
            "null"
          ]
        },
        "published_at": {
          "type": [
            "string",
            "null"
          ],
          "description": "Publication date (ISO 8601)."
        },
        "description": {
          "type": [
            "string",
            "null"
          ]
        },
        "thumbnail_url": {
          "type": [
            "string",
            "null"
          ]
        },
        "source": {
          "type": "string",
          "description": "Where the facts came from: `youtube_data_api`, `oembed+watch_page`, `oembed` or `page`."
        }
      },
      "required": [
        "url",
        "platform",
        "video_id",
        "title",
        "channel",
        "channel_url",
        "duration_seconds",
        "published_at",
        "description",
        "thumbnail_url",
        "source"
      ]
    }
  },
  "get_video_transcript": {
    "input": {
      "title": "get_video_transcript input",
      "type": "object",
      "properties": {
        "url": {
          "type": "string",
          "format": "uri",
          "maxLength": 2048,
          "description": "Video page address (e.g. a YouTube link)."
        },
        "language": {
          "type": "string",
          "minLength": 1,
          "description": "Preferred transcript language (BCP 47, e.g. `en`).",
          "maxLength": 35
        }
      },
      "required": [
        "url"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "url": {
            "type": "string",
            "format": "uri",
            "description": "Video page address (e.g. a YouTube link)."
          },
          "language": {
            "type": "string",
            "description": "Preferred transcript language (BCP 47, e.g. `en`)."
          }
        },
        "required": [
          "url"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "get_video_transcript output",
      "type": "object",
      "properties": {
        "url": {
          "type": "string"
        },
        "video_id": {
          "type": "string"
        },
        "language": {
          "type": "string",
          "description": "Language of the captions returned (the one asked for when the video has it, else its main captions)."
        },
        "auto_generated": {
          "type": "boolean",
          "description": "True for speech-recognition captions."
        },
        "available_languages": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "Caption languages the video has."
        },
        "segments": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "start": {
                "type": "number",
                "description": "Seconds from the start."
              },
              "duration": {
                "type": "number"
              },
              "text": {
                "type": "string"
              }
            },
            "required": [
              "start",
              "duration",
              "text"
            ]
          }
        },
        "text": {
          "type": "string",
          "description": "The segments' text joined."
        }
      },
      "required": [
        "url",
        "video_id",
        "language",
        "auto_generated",
        "available_languages",
        "segments",
        "text"
      ]
    }
  },
  "media_open_audio": {
    "input": {
      "title": "media_open_audio input",
      "type": "object",
      "properties": {
        "path": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4096,
          "description": "Absolute, or relative to the first allowed folder."
        }
      },
      "required": [
        "path"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "path": {
            "type": "string",
            "description": "Absolute, or relative to the first allowed folder."
          }
        },
        "required": [
          "path"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "media_open_audio output",
      "type": "object",
      "properties": {
        "path": {
          "type": "string"
        },
        "mime_type": {
          "type": "string"
        },
        "bytes": {
          "type": "integer"
        },
        "duration_seconds": {
          "type": [
            "number",
            "null"
          ]
        }
      },
      "required": [
        "path",
        "mime_type",
        "bytes"
      ]
    }
  },
  "media_open_image": {
    "input": {
      "title": "media_open_image input",
      "type": "object",
      "properties": {
        "path": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4096,
          "description": "Absolute, or relative to the first allowed folder."
        }
      },
      "required": [
        "path"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "path": {
            "type": "string",
            "description": "Absolute, or relative to the first allowed folder."
          }
        },
        "required": [
          "path"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "media_open_image output",
      "type": "object",
      "properties": {
        "path": {
          "type": "string"
        },
        "mime_type": {
          "type": "string"
        },
        "bytes": {
          "type": "integer"
        },
        "width": {
          "type": [
            "integer",
            "null"
          ]
        },
        "height": {
          "type": [
            "integer",
            "null"
          ]
        }
      },
      "required": [
        "path",
        "mime_type",
        "bytes"
      ]
    }
  },
  "media_open_video": {
    "input": {
      "title": "media_open_video input",
      "type": "object",
      "properties": {
        "path": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4096,
          "description": "Absolute, or relative to the first allowed folder."
        }
      },
      "required": [
        "path"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "path": {
            "type": "string",
            "description": "Absolute, or relative to the first allowed folder."
          }
        },
        "required": [
          "path"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "media_open_video output",
      "type": "object",
      "properties": {
        "path": {
          "type": "string"
        },
        "mime_type": {
          "type": "string"
        },
        "bytes": {
          "type": "integer"
        },
        "duration_seconds": {
          "type": [
            "number",
            "null"
          ]
        },
        "width": {
          "type": [
            "integer",
            "null"
          ]
        },
        "height": {
          "type": [
            "integer",
            "null"
          ]
        },
        "video_codec": {
          "type": [
            "string",
            "null"
          ]
        },
        "audio_codec": {
          "type": [
            "string",
            "null"
          ]
        },
        "frame_rate": {
          "type": [
            "number",
            "null"
          ]
        },
        "poster": {
          "type": "boolean",
          "description": "True when a poster frame (PNG) follows as image content."
        },
        "method": {
          "type": "string",
          "enum": [
            "ffmpeg",
            "file-header"
          ],
          "description": "How the metadata was read."
        },
        "note": {
          "type": "string"
        }
      },
      "required": [
        "path",
        "mime_type",
        "bytes",
        "poster",
        "method"
      ]
    }
  },
  "memory_delete": {
    "input": {
      "title": "memory_delete input",
      "description": "Delete one memory by key (audited), or forget everything of the agent namespace or of the user (`forget`, in two steps with `confirm`).",
      "type": "object",
      "properties": {
        "user_id": {
          "title": "UserId",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "$comment": "The end user whose memories are addressed, e.g. `default_user` (the server instructions say so; a description here would be repeated in every memory tool on each tools/list)."
        },
        "agent_name": {
          "title": "AgentName",
          "description": "Agent namespace; `global`: shared by all the user's agents.",
          "type": "string",
          "pattern": "^[A-Za-z0-9._:-]{1,64}$",
          "$comment": "1-64 letters, digits, `.`, `_`, `:` or `-`. A key names the agent's own memory, else the user's global one, so fetch, feedback, delete and store (update) reach a recalled memory with the agent name it was recalled under."
        },
        "key": {
          "title": "MemoryKey",
          "description": "Give key or forget.",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "examples": [
            "user.preferences.language"
          ]
        },
        "forget": {
          "type": "string",
          "enum": [
            "agent",
            "user"
          ],
          "description": "Instead of key: `agent` forgets all of agent_name, `user` all of user_id; the first call answers a confirm value to repeat it with."
        },
        "confirm": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128,
          "description": "From the first forget call."
        },
        "context_id": {
          "title": "ContextId",
          "type": "string",
          "format": "uuid",
          "$comment": "memory_stats lists the contexts a caller may name; omitted, the caller's default context is used. The same rules as REST's X-Context-ID: a signed-in account (OAuth) may name any context it can read, an API key only its own, the local stdio server the local context and the one it was started with (`memplat mcp --context`). Any other id fails with MEMORY-005."
        }
      },
      "required": [
        "user_id",
        "agent_name"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string"
          },
          "agent_name": {
            "description": "Agent namespace; `global`: shared by all the user's agents.",
            "type": "string"
          },
          "key": {
            "type": "string",
            "description": "Give key or forget."
          },
          "forget": {
            "type": "string",
            "enum": [
              "agent",
              "user"
            ],
            "description": "Instead of key: `agent` forgets all of agent_name, `user` all of user_id; the first call answers a confirm value to repeat it with."
          },
          "confirm": {
            "type": "string",
            "description": "From the first forget call."
          },
          "context_id": {
            "type": "string",
            "format": "uuid"
          }
        },
        "required": [
          "user_id",
          "agent_name"
        ],
        "additionalProperties": false
      },
      "output": {
        "type": "object",
        "properties": {
          "deleted": {
            "type": "boolean"
          },
          "key": {
            "type": "string"
          },
          "agent_name": {
            "type": "string"
          },
          "namespace": {
            "type": "object"
          },
          "counts": {
            "type": "object"
          },
          "confirm": {
            "type": "string"
          },
          "expires_at": {
            "type": "string"
          },
          "context": {
            "type": "object"
          }
        },
        "required": [
          "deleted",
          "context"
        ]
      }
    },
    "output": {
      "title": "memory_delete output",
      "description": "Confirmation of the deletion, or (forget without confirm) what would be deleted and the value that confirms it.",
      "type": "object",
      "properties": {
        "deleted": {
          "type": "boolean",
          "description": "true: deleted. false: a forget call that deleted nothing yet; send `confirm` back to delete."
        },
        "key": {
          "type": "string",
          "description": "The deleted memory's key (key form)."
        },
        "agent_name": {
          "type": "string",
          "description": "Agent namespace the deleted memory was in (`global` when the key named the user's shared memory)."
        },
        "namespace": {
          "type": "object",
          "description": "The forgotten namespace (forget form); agent_name null means every agent of the user.",
          "required": [
            "user_id",
            "agent_name"
          ],
          "properties": {
            "user_id": {
              "type": "string"
            },
            "agent_name": {
              "type": [
                "string",
                "null"
              ]
            }
          }
        },
        "counts": {
          "type": "object",
          "required": [
            "memories",
            "feedback",
            "interactions",
            "graph_nodes",
            "graph_edges"
          ],
          "properties": {
            "memories": {
              "type": "integer",
              "minimum": 0
            },
            "feedback": {
              "type": "integer",
              "minimum": 0
            },
            "interactions": {
              "type": "integer",
              "minimum": 0
            },
            "graph_nodes": {
              "type": "integer",
              "minimum": 0
            },
            "graph_edges": {
              "type": "integer",
              "minimum": 0
            }
          },
          "description": "Forget form: what would be deleted (deleted false) or what was (deleted true)."
        },
        "confirm": {
          "type": "string",
          "description": "Forget form, deleted false: call again with this as confirm to delete."
        },
        "expires_at": {
          "type": "string",
          "format": "date-time",
          "description": "Until when confirm is accepted."
        },
        "context": {
          "title": "MemoryContext",
          "description": "The context the call used.",
          "type": "object",
          "required": [
            "id",
            "name",
            "kind"
          ],
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "description": "Context identifier (send it as `X-Context-ID` to address this context explicitly)."
            },
            "name": {
              "type": "string",
              "description": "Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name)."
            },
            "kind": {
              "title": "ContextKind",
              "description": "`local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.",
              "type": "string",
              "enum": [
                "local",
                "private",
                "workspace"
              ]
            }
          },
          "examples": [
            {
              "id": "00000000-0000-4000-8000-000000000001",
              "name": "Local",
              "kind": "local"
            }
          ]
        }
      },
      "required": [
        "deleted",
        "context"
      ]
    }
  },
  "memory_feedback": {
    "input": {
      "title": "memory_feedback input",
      "description": "Tell the platform whether a recalled memory or graph node helped.",
      "type": "object",
      "properties": {
        "user_id": {
          "title": "UserId",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "$comment": "The end user whose memories are addressed, e.g. `default_user` (the server instructions say so; a description here would be repeated in every memory tool on each tools/list)."
        },
        "agent_name": {
          "title": "AgentName",
          "description": "Agent namespace; `global`: shared by all the user's agents.",
          "type": "string",
          "pattern": "^[A-Za-z0-9._:-]{1,64}$",
          "$comment": "1-64 letters, digits, `.`, `_`, `:` or `-`. A key names the agent's own memory, else the user's global one, so fetch, feedback, delete and store (update) reach a recalled memory with the agent name it was recalled under."
        },
        "node_id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 300,
          "description": "Graph node, e.g. `memory:<key>`."
        },
        "key": {
          "title": "MemoryKey",
          "description": "Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "examples": [
            "user.preferences.language"
          ]
        },
        "label": {
          "type": "string",
          "enum": [
            "useful",
            "irrelevant",
            "outdated"
          ]
        },
        "weight": {
          "type": "number",
          "minimum": -1,
          "maximum": 1,
          "default": 1,
          "description": "Negative to count against."
        },
        "context_id": {
          "title": "ContextId",
          "type": "string",
          "format": "uuid",
          "$comment": "memory_stats lists the contexts a caller may name; omitted, the caller's default context is used. The same rules as REST's X-Context-ID: a signed-in account (OAuth) may name any context it can read, an API key only its own, the local stdio server the local context and the one it was started with (`memplat mcp --context`). Any other id fails with MEMORY-005."
        }
      },
      "required": [
        "user_id",
        "agent_name",
        "label"
      ],
      "additionalProperties": false,
      "oneOf": [
        {
          "required": [
            "key"
          ]
        },
        {
          "required": [
            "node_id"
          ]
        }
      ]
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string"
          },
          "agent_name": {
            "description": "Agent namespace; `global`: shared by all the user's agents.",
            "type": "string"
          },
          "node_id": {
            "type": "string",
            "description": "Graph node, e.g. `memory:<key>`."
          },
          "key": {
            "type": "string"
          },
          "label": {
            "type": "string",
            "enum": [
              "useful",
              "irrelevant",
              "outdated"
            ]
          },
          "weight": {
            "type": "number",
            "minimum": -1,
            "maximum": 1,
            "default": 1,
            "description": "Negative to count against."
          },
          "context_id": {
            "type": "string",
            "format": "uuid"
          }
        },
        "required": [
          "user_id",
          "agent_name",
          "label"
        ],
        "additionalProperties": false,
        "oneOf": [
          {
            "required": [
              "key"
            ]
          },
          {
            "required": [
              "node_id"
            ]
          }
        ]
      },
      "output": {
        "type": "object",
        "properties": {
          "feedback_score": {
            "type": "number"
          },
          "context": {
            "type": "object"
          },
          "id": {
            "type": "string"
          },
          "key": {
            "type": [
              "string",
              "null"
            ]
          },
          "node_id": {
            "type": "string"
          },
          "label": {
            "type": "string",
            "enum": [
              "useful",
              "irrelevant",
              "outdated"
            ]
          },
          "weight": {
            "type": "number"
          },
          "created_at": {
            "type": "string"
          }
        },
        "required": [
          "context",
          "id",
          "key",
          "node_id",
          "label",
          "weight",
          "created_at"
        ]
      }
    },
    "output": {
      "allOf": [
        {
          "title": "FeedbackResponse",
          "description": "The recorded feedback.",
          "type": "object",
          "required": [
            "id",
            "key",
            "node_id",
            "label",
            "weight",
            "created_at",
            "context"
          ],
          "properties": {
            "id": {
              "type": "string",
              "description": "Identifier of the feedback record.",
              "format": "uuid"
            },
            "key": {
              "type": [
                "string",
                "null"
              ],
              "description": "Memory key the feedback applies to, or null when given by node."
            },
            "node_id": {
              "type": "string",
              "description": "Graph node the feedback applies to."
            },
            "label": {
              "type": "string",
              "description": "Kind of feedback.",
              "enum": [
                "useful",
                "irrelevant",
                "outdated"
              ]
            },
            "weight": {
              "type": "number",
              "description": "Applied weight.",
              "minimum": -1,
              "maximum": 1
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "When the feedback was recorded."
            },
            "context": {
              "title": "MemoryContext",
              "description": "The context the feedback was recorded in.",
              "type": "object",
              "required": [
                "id",
                "name",
                "kind"
              ],
              "properties": {
                "id": {
                  "type": "string",
                  "format": "uuid",
                  "description": "Context identifier (send it as `X-Context-ID` to address this context explicitly)."
                },
                "name": {
                  "type": "string",
                  "description": "Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name)."
                },
                "kind": {
                  "title": "ContextKind",
                  "description": "`local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.",
                  "type": "string",
                  "enum": [
                    "local",
                    "private",
                    "workspace"
                  ]
                }
              },
              "examples": [
                {
                  "id": "00000000-0000-4000-8000-000000000001",
                  "name": "Local",
                  "kind": "local"
                }
              ]
            }
          },
          "examples": [
            {
              "id": "00000000-0000-4000-8000-000000000001",
              "key": "user.preferences.language",
              "node_id": "example",
              "label": "useful",
              "weight": -1,
              "created_at": "2026-01-15T09:30:00Z",
              "context": {
                "id": "00000000-0000-4000-8000-000000000001",
                "name": "Local",
                "kind": "local"
              }
            }
          ]
        }
      ],
      "title": "memory_feedback output",
      "description": "The recorded feedback; `feedback_score` is the memory's net feedback afterwards, in [-1, 1].",
      "type": "object",
      "properties": {
        "feedback_score": {
          "type": "number",
          "minimum": -1,
          "maximum": 1
        },
        "context": {
          "title": "MemoryContext",
          "description": "The context the feedback was recorded in.",
          "type": "object",
          "required": [
            "id",
            "name",
            "kind"
          ],
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "description": "Context identifier (send it as `X-Context-ID` to address this context explicitly)."
            },
            "name": {
              "type": "string",
              "description": "Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name)."
            },
            "kind": {
              "title": "ContextKind",
              "description": "`local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.",
              "type": "string",
              "enum": [
                "local",
                "private",
                "workspace"
              ]
            }
          },
          "examples": [
            {
              "id": "00000000-0000-4000-8000-000000000001",
              "name": "Local",
              "kind": "local"
            }
          ]
        }
      },
      "required": [
        "context"
      ]
    }
  },
  "memory_fetch": {
    "input": {
      "title": "memory_fetch input",
      "description": "Read one memory by key, optionally with its previous versions.",
      "type": "object",
      "properties": {
        "user_id": {
          "title": "UserId",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "$comment": "The end user whose memories are addressed, e.g. `default_user` (the server instructions say so; a description here would be repeated in every memory tool on each tools/list)."
        },
        "agent_name": {
          "title": "AgentName",
          "description": "Agent namespace; `global`: shared by all the user's agents.",
          "type": "string",
          "pattern": "^[A-Za-z0-9._:-]{1,64}$",
          "$comment": "1-64 letters, digits, `.`, `_`, `:` or `-`. A key names the agent's own memory, else the user's global one, so fetch, feedback, delete and store (update) reach a recalled memory with the agent name it was recalled under."
        },
        "key": {
          "title": "MemoryKey",
          "description": "Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "examples": [
            "user.preferences.language"
          ]
        },
        "include_history": {
          "type": "boolean",
          "default": false,
          "description": "Add earlier versions (store one to restore it)."
        },
        "history_limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 10
        },
        "context_id": {
          "title": "ContextId",
          "type": "string",
          "format": "uuid",
          "$comment": "memory_stats lists the contexts a caller may name; omitted, the caller's default context is used. The same rules as REST's X-Context-ID: a signed-in account (OAuth) may name any context it can read, an API key only its own, the local stdio server the local context and the one it was started with (`memplat mcp --context`). Any other id fails with MEMORY-005."
        }
      },
      "required": [
        "user_id",
        "agent_name",
        "key"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string"
          },
          "agent_name": {
            "description": "Agent namespace; `global`: shared by all the user's agents.",
            "type": "string"
          },
          "key": {
            "type": "string"
          },
          "include_history": {
            "type": "boolean",
            "default": false,
            "description": "Add earlier versions (store one to restore it)."
          },
          "history_limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 50,
            "default": 10
          },
          "context_id": {
            "type": "string",
            "format": "uuid"
          }
        },
        "required": [
          "user_id",
          "agent_name",
          "key"
        ],
        "additionalProperties": false
      },
      "output": {
        "type": "object",
        "properties": {
          "memory": {
            "type": "object"
          },
          "current_version": {
            "type": "integer"
          },
          "versions": {
            "type": "array"
          },
          "context": {
            "type": "object"
          }
        },
        "required": [
          "memory",
          "context"
        ]
      }
    },
    "output": {
      "title": "memory_fetch output",
      "description": "The memory, and with include_history its previous versions.",
      "type": "object",
      "properties": {
        "memory": {
          "title": "MemoryResponse",
          "description": "A stored memory as returned by the REST API.",
          "type": "object",
          "required": [
            "key",
            "value",
            "scope",
            "tags",
            "importance",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "type": "string",
              "description": "Server-assigned identifier of the memory (stable across updates of the same key).",
              "format": "uuid"
            },
            "context_id": {
              "type": "string",
              "format": "uuid",
              "description": "Context the memory lives in."
            },
            "key": {
              "title": "MemoryKey",
              "description": "Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).",
              "type": "string",
              "minLength": 1,
              "maxLength": 256,
              "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
              "examples": [
                "user.preferences.language"
              ]
            },
            "value": {
              "title": "MemoryValue",
              "description": "Content of a memory as text, 1 to 65536 characters (the size limit of a single memory; store larger documents as several memories).",
              "type": "string",
              "minLength": 1,
              "maxLength": 65536,
              "examples": [
                "The user prefers answers in German."
              ]
            },
            "scope": {
              "title": "MemoryScope",
              "description": "Lifetime class of a memory: `working` memories are short-lived task context (they get an `expires_at`), `persistent` memories are kept until deleted.",
              "type": "string",
              "enum": [
                "working",
                "persistent"
              ]
            },
            "tags": {
              "title": "MemoryTags",
              "description": "Free-form labels: at most 32 distinct strings of 1 to 64 characters.",
              "type": "array",
              "maxItems": 32,
              "uniqueItems": true,
              "items": {
                "type": "string",
                "minLength": 1,
                "maxLength": 64,
                "pattern": "^[^\\u0000-\\u001F\\u007F]+$"
              },
              "examples": [
                [
                  "preferences",
                  "language"
                ]
              ]
            },
            "importance": {
              "title": "Importance",
              "description": "Importance of a memory from 0.0 (trivial) to 1.0 (critical); used to rank recall results. Default 0.5.",
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "default": 0.5
            },
            "metadata": {
              "title": "MemoryMetadata",
              "description": "Arbitrary JSON object stored alongside the memory (at most 64 top-level properties). Not searched.",
              "type": "object",
              "maxProperties": 64,
              "additionalProperties": true,
              "examples": [
                {
                  "source": "chat",
                  "confidence": 0.9
                }
              ]
            },
            "user_id": {
              "type": "string",
              "description": "User whose memory this is (`default_user` for anonymous access).",
              "examples": [
                "default_user"
              ]
            },
            "agent_name": {
              "type": "string",
              "description": "Agent namespace of the memory (`global` for memories shared across agents). A key addressed with another agent name reaches this memory when that agent has no memory of its own under the key.",
              "examples": [
                "global"
              ]
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "When the memory was first created."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "When the memory was last changed."
            },
            "expires_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "description": "When a working memory lapses; null for persistent memories."
            },
            "context": {
              "title": "MemoryContext",
              "description": "The context the call used (on answers about one memory; lists, recall and search say it once beside their items).",
              "type": "object",
              "required": [
                "id",
                "name",
                "kind"
              ],
              "properties": {
                "id": {
                  "type": "string",
                  "format": "uuid",
                  "description": "Context identifier (send it as `X-Context-ID` to address this context explicitly)."
                },
                "name": {
                  "type": "string",
                  "description": "Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name)."
                },
                "kind": {
                  "title": "ContextKind",
                  "description": "`local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.",
                  "type": "string",
                  "enum": [
                    "local",
                    "private",
                    "workspace"
                  ]
                }
              },
              "examples": [
                {
                  "id": "00000000-0000-4000-8000-000000000001",
                  "name": "Local",
                  "kind": "local"
                }
              ]
            },
            "duplicate_of": {
              "oneOf": [
                {
                  "title": "MemoryDuplicate",
                  "description": "Another memory that already holds the same text (compared with whitespace collapsed, case folded and trailing punctuation dropped), in what the writing agent sees: its own namespace or the user's `global` one.",
                  "type": "object",
                  "required": [
                    "id",
                    "key",
                    "agent_name"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "format": "uuid",
                      "description": "Identifier of the memory holding the same text."
                    },
                    "key": {
                      "title": "MemoryKey",
                      "description": "Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).",
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 256,
                      "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
                      "examples": [
                        "user.preferences.language"
                      ]
                    },
                    "agent_name": {
                      "type": "string",
                      "description": "Its agent namespace (`global` when shared by all agents of the user)."
                    }
                  }
                },
                {
                  "type": "null"
                }
              ],
              "description": "On answers to writes (POST, PUT): another memory already holding the same text, or null. The write is kept either way."
            }
          },
          "examples": [
            {
              "id": "0b8f6c1e-4d7a-4a51-9a43-3f0d2b7c9e11",
              "context_id": "00000000-0000-4000-8000-000000000001",
              "key": "user.preferences.language",
              "value": "The user prefers answers in German.",
              "scope": "persistent",
              "tags": [
                "preferences"
              ],
              "importance": 0.8,
              "metadata": {},
              "user_id": "default_user",
              "agent_name": "global",
              "created_at": "2025-01-15T09:30:00Z",
              "updated_at": "2025-01-15T09:30:00Z",
              "expires_at": null
            }
          ]
        },
        "current_version": {
          "type": "integer",
          "minimum": 1,
          "description": "With include_history: version number of the current state."
        },
        "versions": {
          "type": "array",
          "description": "With include_history: previous states, newest first.",
          "items": {
            "title": "MemoryVersion",
            "description": "A state a memory had before a write replaced it. Restore it by storing it again (`POST /api/v1/memory` or `PUT /api/v1/memory/{key}` with its fields; MCP `memory_store`), which keeps the state it replaces in turn.",
            "type": "object",
            "required": [
              "version",
              "value",
              "scope",
              "tags",
              "importance",
              "metadata",
              "written_at",
              "replaced_at"
            ],
            "properties": {
              "version": {
                "type": "integer",
                "minimum": 1,
                "description": "1 for the first state the memory had; the current state is `current_version`."
              },
              "value": {
                "title": "MemoryValue",
                "description": "Content of a memory as text, 1 to 65536 characters (the size limit of a single memory; store larger documents as several memories).",
                "type": "string",
                "minLength": 1,
                "maxLength": 65536,
                "examples": [
                  "The user prefers answers in German."
                ]
              },
              "scope": {
                "title": "MemoryScope",
                "description": "Lifetime class of a memory: `working` memories are short-lived task context (they get an `expires_at`), `persistent` memories are kept until deleted.",
                "type": "string",
                "enum": [
                  "working",
                  "persistent"
                ]
              },
              "tags": {
                "title": "MemoryTags",
                "description": "Free-form labels: at most 32 distinct strings of 1 to 64 characters.",
                "type": "array",
                "maxItems": 32,
                "uniqueItems": true,
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 64,
                  "pattern": "^[^\\u0000-\\u001F\\u007F]+$"
                },
                "examples": [
                  [
                    "preferences",
                    "language"
                  ]
                ]
              },
              "importance": {
                "title": "Importance",
                "description": "Importance of a memory from 0.0 (trivial) to 1.0 (critical); used to rank recall results. Default 0.5.",
                "type": "number",
                "minimum": 0,
                "maximum": 1,
                "default": 0.5
              },
              "metadata": {
                "title": "MemoryMetadata",
                "description": "Arbitrary JSON object stored alongside the memory (at most 64 top-level properties). Not searched.",
                "type": "object",
                "maxProperties": 64,
                "additionalProperties": true,
                "examples": [
                  {
                    "source": "chat",
                    "confidence": 0.9
                  }
                ]
              },
              "written_at": {
                "type": "string",
                "format": "date-time",
                "description": "When this state was stored."
              },
              "replaced_at": {
                "type": "string",
                "format": "date-time",
                "description": "When a write replaced it."
              }
            }
          }
        },
        "context": {
          "title": "MemoryContext",
          "description": "The context the call used.",
          "type": "object",
          "required": [
            "id",
            "name",
            "kind"
          ],
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "description": "Context identifier (send it as `X-Context-ID` to address this context explicitly)."
            },
            "name": {
              "type": "string",
              "description": "Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name)."
            },
            "kind": {
              "title": "ContextKind",
              "description": "`local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.",
              "type": "string",
              "enum": [
                "local",
                "private",
                "workspace"
              ]
            }
          },
          "examples": [
            {
              "id": "00000000-0000-4000-8000-000000000001",
              "name": "Local",
              "kind": "local"
            }
          ]
        }
      },
      "required": [
        "memory",
        "context"
      ]
    }
  },
  "memory_get_related": {
    "input": {
      "title": "memory_get_related input",
      "description": "Walk the memory and interaction graph from a memory or another node.",
      "type": "object",
      "properties": {
        "user_id": {
          "title": "UserId",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "$comment": "The end user whose memories are addressed, e.g. `default_user` (the server instructions say so; a description here would be repeated in every memory tool on each tools/list)."
        },
        "agent_name": {
          "title": "AgentName",
          "description": "Agent namespace; `global`: shared by all the user's agents.",
          "type": "string",
          "pattern": "^[A-Za-z0-9._:-]{1,64}$",
          "$comment": "1-64 letters, digits, `.`, `_`, `:` or `-`. A key names the agent's own memory, else the user's global one, so fetch, feedback, delete and store (update) reach a recalled memory with the agent name it was recalled under."
        },
        "key": {
          "type": "string",
          "minLength": 1,
          "maxLength": 300,
          "description": "A memory key or node id (`memory:<key>`, `tag:<tag>`, `topic:<topic>`, `interaction:<id>`)."
        },
        "depth": {
          "type": "integer",
          "minimum": 1,
          "maximum": 4,
          "default": 2
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50
        },
        "context_id": {
          "title": "ContextId",
          "type": "string",
          "format": "uuid",
          "$comment": "memory_stats lists the contexts a caller may name; omitted, the caller's default context is used. The same rules as REST's X-Context-ID: a signed-in account (OAuth) may name any context it can read, an API key only its own, the local stdio server the local context and the one it was started with (`memplat mcp --context`). Any other id fails with MEMORY-005."
        }
      },
      "required": [
        "user_id",
        "agent_name",
        "key"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string"
          },
          "agent_name": {
            "description": "Agent namespace; `global`: shared by all the user's agents.",
            "type": "string"
          },
          "key": {
            "type": "string",
            "description": "A memory key or node id (`memory:<key>`, `tag:<tag>`, `topic:<topic>`, `interaction:<id>`)."
          },
          "depth": {
            "type": "integer",
            "minimum": 1,
            "maximum": 4,
            "default": 2
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 200,
            "default": 50
          },
          "context_id": {
            "type": "string",
            "format": "uuid"
          }
        },
        "required": [
          "user_id",
          "agent_name",
          "key"
        ],
        "additionalProperties": false
      },
      "output": {
        "type": "object",
        "properties": {
          "context": {
            "type": "object"
          },
          "node_id": {
            "type": "string"
          },
          "related": {
            "type": "array"
          }
        },
        "required": [
          "context",
          "node_id",
          "related"
        ]
      }
    },
    "output": {
      "allOf": [
        {
          "title": "RelatedNodesResponse",
          "description": "Nodes related to a start node, nearest and strongest first.",
          "type": "object",
          "required": [
            "node_id",
            "related"
          ],
          "properties": {
            "node_id": {
              "type": "string",
              "description": "The start node."
            },
            "related": {
              "type": "array",
              "description": "Related nodes ordered by depth, then descending score.",
              "items": {
                "title": "RelatedNode",
                "description": "A node reachable from the start node.",
                "type": "object",
                "required": [
                  "node_id",
                  "type",
                  "label",
                  "depth",
                  "edge_type",
                  "path"
                ],
                "properties": {
                  "node_id": {
                    "type": "string",
                    "description": "Identifier of the related node."
                  },
                  "type": {
                    "title": "GraphNodeType",
                    "description": "Kind of a graph node.",
                    "type": "string",
                    "enum": [
                      "memory",
                      "topic",
                      "user",
                      "platform",
                      "interaction",
                      "tag"
                    ]
                  },
                  "label": {
                    "type": "string",
                    "description": "Display label (memory key, topic name, user id, ...)."
                  },
                  "depth": {
                    "type": "integer",
                    "description": "Number of edges from the start node.",
                    "minimum": 1,
                    "maximum": 4
                  },
                  "edge_type": {
                    "type": "string",
                    "description": "Type of the last edge on the path (for example `mentions`, `tagged`, `asked`).",
                    "examples": [
                      "mentions"
                    ]
                  },
                  "path": {
                    "type": "array",
                    "description": "Node ids from the start node to this node, both included.",
                    "items": {
                      "type": "string"
                    },
                    "minItems": 2
                  },
                  "score": {
                    "type": "number",
                    "description": "Relatedness from 0 to 1 (decays with depth, grows with edge weight).",
                    "minimum": 0,
                    "maximum": 1
                  },
                  "key": {
                    "type": "string",
                    "description": "For memory nodes: the memory's key (read it with `GET /api/v1/memory/{key}` or memory_fetch under `agent_name`)."
                  },
                  "agent_name": {
                    "type": "string",
                    "description": "For memory nodes: the agent namespace the memory lives in (`global` when shared by all agents of the user)."
                  },
                  "preview": {
                    "type": "string",
                    "maxLength": 80,
                    "description": "For memory nodes: the start of the memory's value (at most 80 characters), what a picture of the graph labels the node with."
                  }
                }
              }
            }
          }
        }
      ],
      "title": "memory_get_related output",
      "description": "Nodes reachable from the start node, nearest and strongest first.",
      "type": "object",
      "properties": {
        "context": {
          "title": "MemoryContext",
          "description": "The context the call used.",
          "type": "object",
          "required": [
            "id",
            "name",
            "kind"
          ],
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "description": "Context identifier (send it as `X-Context-ID` to address this context explicitly)."
            },
            "name": {
              "type": "string",
              "description": "Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name)."
            },
            "kind": {
              "title": "ContextKind",
              "description": "`local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.",
              "type": "string",
              "enum": [
                "local",
                "private",
                "workspace"
              ]
            }
          },
          "examples": [
            {
              "id": "00000000-0000-4000-8000-000000000001",
              "name": "Local",
              "kind": "local"
            }
          ]
        }
      },
      "required": [
        "context"
      ]
    }
  },
  "memory_get_user_pattern": {
    "input": {
      "title": "memory_get_user_pattern input",
      "description": "Summarise a user's recorded interactions.",
      "type": "object",
      "properties": {
        "user_id": {
          "title": "UserId",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "$comment": "The end user whose memories are addressed, e.g. `default_user` (the server instructions say so; a description here would be repeated in every memory tool on each tools/list)."
        },
        "context_id": {
          "title": "ContextId",
          "type": "string",
          "format": "uuid",
          "$comment": "memory_stats lists the contexts a caller may name; omitted, the caller's default context is used. The same rules as REST's X-Context-ID: a signed-in account (OAuth) may name any context it can read, an API key only its own, the local stdio server the local context and the one it was started with (`memplat mcp --context`). Any other id fails with MEMORY-005."
        }
      },
      "required": [
        "user_id"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string"
          },
          "context_id": {
            "type": "string",
            "format": "uuid"
          }
        },
        "required": [
          "user_id"
        ],
        "additionalProperties": false
      },
      "output": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string"
          },
          "total_interactions": {
            "type": "integer"
          },
          "topics": {
            "type": "object"
          },
          "top_topics": {
            "type": "array"
          },
          "other_topics": {
            "type": "object"
          },
          "platforms": {
            "type": "object"
          },
          "learning_trajectory": {
            "type": "array"
          },
          "context": {
            "type": "object"
          }
        },
        "required": [
          "user_id",
          "total_interactions",
          "topics",
          "top_topics",
          "other_topics",
          "platforms",
          "learning_trajectory",
          "context"
        ]
      }
    },
    "output": {
      "title": "memory_get_user_pattern output",
      "description": "Interaction counts by topic (also ranked, with the long tail summarised) and platform, and the per-day learning trajectory (UserPattern's fields) with the context the call used.",
      "type": "object",
      "properties": {
        "user_id": {
          "type": "string",
          "description": "The user."
        },
        "total_interactions": {
          "type": "integer",
          "description": "Number of recorded interactions.",
          "minimum": 0
        },
        "topics": {
          "type": "object",
          "description": "Topic to the number of interactions about it, every topic, in the order of `top_topics` (most interactions first).",
          "additionalProperties": {
            "type": "integer",
            "minimum": 0
          }
        },
        "top_topics": {
          "type": "array",
          "description": "The user's most frequent topics (at most 10): noun phrases extracted from the interactions, ranked by the number of interactions about them (most first), then by the latest of those interactions (newest first), then by name.",
          "maxItems": 10,
          "items": {
            "type": "object",
            "required": [
              "topic",
              "interactions",
              "last_seen"
            ],
            "properties": {
              "topic": {
                "type": "string",
                "description": "A noun phrase, lower case (e.g. \"sourdough starter\")."
              },
              "interactions": {
                "type": "integer",
                "minimum": 1,
                "description": "Interactions about the topic."
              },
              "last_seen": {
                "type": "string",
                "format": "date-time",
                "description": "When the latest of them was recorded."
              }
            },
            "additionalProperties": false
          }
        },
        "other_topics": {
          "type": "object",
          "description": "The long tail: topics beyond `top_topics`.",
          "required": [
            "topics",
            "mentions"
          ],
          "properties": {
            "topics": {
              "type": "integer",
              "minimum": 0,
              "description": "How many distinct topics are not in `top_topics`."
            },
            "mentions": {
              "type": "integer",
              "minimum": 0,
              "description": "Their interaction counts summed (an interaction about two of them counts twice)."
            }
          },
          "additionalProperties": false
        },
        "platforms": {
          "type": "object",
          "description": "AI platform to interaction count.",
          "additionalProperties": {
            "type": "integer",
            "minimum": 0
          }
        },
        "learning_trajectory": {
          "type": "array",
          "description": "Activity per period, oldest first.",
          "items": {
            "title": "LearningTrajectoryEntry",
            "description": "Activity of the user in one period.",
            "type": "object",
            "required": [
              "period",
              "topics",
              "interactions"
            ],
            "properties": {
              "period": {
                "type": "string",
                "description": "Start of the period as an ISO 8601 date (periods are calendar days in UTC).",
                "format": "date"
              },
              "topics": {
                "type": "object",
                "description": "Topic to number of interactions about it in the period.",
                "additionalProperties": {
                  "type": "integer",
                  "minimum": 0
                }
              },
              "interactions": {
                "type": "integer",
                "description": "Number of interactions in the period.",
                "minimum": 0
              }
            }
          }
        },
        "context": {
          "title": "MemoryContext",
          "description": "The context the call used.",
          "type": "object",
          "required": [
            "id",
            "name",
            "kind"
          ],
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "description": "Context identifier (send it as `X-Context-ID` to address this context explicitly)."
            },
            "name": {
              "type": "string",
              "description": "Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name)."
            },
            "kind": {
              "title": "ContextKind",
              "description": "`local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.",
              "type": "string",
              "enum": [
                "local",
                "private",
                "workspace"
              ]
            }
          },
          "examples": [
            {
              "id": "00000000-0000-4000-8000-000000000001",
              "name": "Local",
              "kind": "local"
            }
          ]
        }
      },
      "required": [
        "user_id",
        "total_interactions",
        "topics",
        "top_topics",
        "other_topics",
        "platforms",
        "learning_trajectory",
        "context"
      ],
      "additionalProperties": false
    }
  },
  "memory_list": {
    "input": {
      "title": "memory_list input",
      "description": "List memories, most recently updated first, one page at a time.",
      "type": "object",
      "properties": {
        "user_id": {
          "title": "UserId",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "$comment": "The end user whose memories are addressed, e.g. `default_user` (the server instructions say so; a description here would be repeated in every memory tool on each tools/list)."
        },
        "agent_name": {
          "type": "string",
          "pattern": "^(\\*|[A-Za-z0-9._:-]{1,64})$",
          "description": "Agent namespace; `*` lists every agent's."
        },
        "scope": {
          "title": "MemoryScope",
          "description": "Lifetime class of a memory: `working` memories are short-lived task context (they get an `expires_at`), `persistent` memories are kept until deleted.",
          "type": "string",
          "enum": [
            "working",
            "persistent"
          ]
        },
        "tags": {
          "title": "TagsJson",
          "description": "Only memories with all these tags (JSON array).",
          "anyOf": [
            {
              "type": "string",
              "maxLength": 4096
            },
            {
              "title": "MemoryTags",
              "description": "Free-form labels: at most 32 distinct strings of 1 to 64 characters.",
              "type": "array",
              "maxItems": 32,
              "uniqueItems": true,
              "items": {
                "type": "string",
                "minLength": 1,
                "maxLength": 64,
                "pattern": "^[^\\u0000-\\u001F\\u007F]+$"
              },
              "examples": [
                [
                  "preferences",
                  "language"
                ]
              ]
            }
          ]
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 200,
          "default": 50
        },
        "cursor": {
          "type": "string",
          "minLength": 1,
          "maxLength": 1024,
          "description": "Previous page's next_cursor."
        },
        "context_id": {
          "title": "ContextId",
          "type": "string",
          "format": "uuid",
          "$comment": "memory_stats lists the contexts a caller may name; omitted, the caller's default context is used. The same rules as REST's X-Context-ID: a signed-in account (OAuth) may name any context it can read, an API key only its own, the local stdio server the local context and the one it was started with (`memplat mcp --context`). Any other id fails with MEMORY-005."
        }
      },
      "required": [
        "user_id",
        "agent_name"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string"
          },
          "agent_name": {
            "type": "string",
            "description": "Agent namespace; `*` lists every agent's."
          },
          "scope": {
            "type": "string",
            "enum": [
              "working",
              "persistent"
            ]
          },
          "tags": {
            "description": "Only memories with all these tags (JSON array).",
            "anyOf": [
              {
                "type": "string"
              },
              {
                "type": "array",
                "items": {
                  "type": "string"
                }
              }
            ]
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 200,
            "default": 50
          },
          "cursor": {
            "type": "string",
            "description": "Previous page's next_cursor."
          },
          "context_id": {
            "type": "string",
            "format": "uuid"
          }
        },
        "required": [
          "user_id",
          "agent_name"
        ],
        "additionalProperties": false
      },
      "output": {
        "type": "object",
        "properties": {
          "memories": {
            "type": "array"
          },
          "next_cursor": {
            "type": [
              "string",
              "null"
            ]
          },
          "context": {
            "type": "object"
          }
        },
        "required": [
          "memories",
          "next_cursor",
          "context"
        ]
      }
    },
    "output": {
      "title": "memory_list output",
      "description": "One page of memories.",
      "type": "object",
      "properties": {
        "memories": {
          "type": "array",
          "items": {
            "title": "MemoryResponse",
            "description": "A stored memory as returned by the REST API.",
            "type": "object",
            "required": [
              "key",
              "value",
              "scope",
              "tags",
              "importance",
              "created_at",
              "updated_at"
            ],
            "properties": {
              "id": {
                "type": "string",
                "description": "Server-assigned identifier of the memory (stable across updates of the same key).",
                "format": "uuid"
              },
              "context_id": {
                "type": "string",
                "format": "uuid",
                "description": "Context the memory lives in."
              },
              "key": {
                "title": "MemoryKey",
                "description": "Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).",
                "type": "string",
                "minLength": 1,
                "maxLength": 256,
                "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
                "examples": [
                  "user.preferences.language"
                ]
              },
              "value": {
                "title": "MemoryValue",
                "description": "Content of a memory as text, 1 to 65536 characters (the size limit of a single memory; store larger documents as several memories).",
                "type": "string",
                "minLength": 1,
                "maxLength": 65536,
                "examples": [
                  "The user prefers answers in German."
                ]
              },
              "scope": {
                "title": "MemoryScope",
                "description": "Lifetime class of a memory: `working` memories are short-lived task context (they get an `expires_at`), `persistent` memories are kept until deleted.",
                "type": "string",
                "enum": [
                  "working",
                  "persistent"
                ]
              },
              "tags": {
                "title": "MemoryTags",
                "description": "Free-form labels: at most 32 distinct strings of 1 to 64 characters.",
                "type": "array",
                "maxItems": 32,
                "uniqueItems": true,
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 64,
                  "pattern": "^[^\\u0000-\\u001F\\u007F]+$"
                },
                "examples": [
                  [
                    "preferences",
                    "language"
                  ]
                ]
              },
              "importance": {
                "title": "Importance",
                "description": "Importance of a memory from 0.0 (trivial) to 1.0 (critical); used to rank recall results. Default 0.5.",
                "type": "number",
                "minimum": 0,
                "maximum": 1,
                "default": 0.5
              },
              "metadata": {
                "title": "MemoryMetadata",
                "description": "Arbitrary JSON object stored alongside the memory (at most 64 top-level properties). Not searched.",
                "type": "object",
                "maxProperties": 64,
                "additionalProperties": true,
                "examples": [
                  {
                    "source": "chat",
                    "confidence": 0.9
                  }
                ]
              },
              "user_id": {
                "type": "string",
                "description": "User whose memory this is (`default_user` for anonymous access).",
                "examples": [
                  "default_user"
                ]
              },
              "agent_name": {
                "type": "string",
                "description": "Agent namespace of the memory (`global` for memories shared across agents). A key addressed with another agent name reaches this memory when that agent has no memory of its own under the key.",
                "examples": [
                  "global"
                ]
              },
              "created_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the memory was first created."
              },
              "updated_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the memory was last changed."
              },
              "expires_at": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "date-time",
                "description": "When a working memory lapses; null for persistent memories."
              },
              "context": {
                "title": "MemoryContext",
                "description": "The context the call used (on answers about one memory; lists, recall and search say it once beside their items).",
                "type": "object",
                "required": [
                  "id",
                  "name",
                  "kind"
                ],
                "properties": {
                  "id": {
                    "type": "string",
                    "format": "uuid",
                    "description": "Context identifier (send it as `X-Context-ID` to address this context explicitly)."
                  },
                  "name": {
                    "type": "string",
                    "description": "Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name)."
                  },
                  "kind": {
                    "title": "ContextKind",
                    "description": "`local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.",
                    "type": "string",
                    "enum": [
                      "local",
                      "private",
                      "workspace"
                    ]
                  }
                },
                "examples": [
                  {
                    "id": "00000000-0000-4000-8000-000000000001",
                    "name": "Local",
                    "kind": "local"
                  }
                ]
              },
              "duplicate_of": {
                "oneOf": [
                  {
                    "title": "MemoryDuplicate",
                    "description": "Another memory that already holds the same text (compared with whitespace collapsed, case folded and trailing punctuation dropped), in what the writing agent sees: its own namespace or the user's `global` one.",
                    "type": "object",
                    "required": [
                      "id",
                      "key",
                      "agent_name"
                    ],
                    "properties": {
                      "id": {
                        "type": "string",
                        "format": "uuid",
                        "description": "Identifier of the memory holding the same text."
                      },
                      "key": {
                        "title": "MemoryKey",
                        "description": "Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).",
                        "type": "string",
                        "minLength": 1,
                        "maxLength": 256,
                        "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
                        "examples": [
                          "user.preferences.language"
                        ]
                      },
                      "agent_name": {
                        "type": "string",
                        "description": "Its agent namespace (`global` when shared by all agents of the user)."
                      }
                    }
                  },
                  {
                    "type": "null"
                  }
                ],
                "description": "On answers to writes (POST, PUT): another memory already holding the same text, or null. The write is kept either way."
              }
            },
            "examples": [
              {
                "id": "0b8f6c1e-4d7a-4a51-9a43-3f0d2b7c9e11",
                "context_id": "00000000-0000-4000-8000-000000000001",
                "key": "user.preferences.language",
                "value": "The user prefers answers in German.",
                "scope": "persistent",
                "tags": [
                  "preferences"
                ],
                "importance": 0.8,
                "metadata": {},
                "user_id": "default_user",
                "agent_name": "global",
                "created_at": "2025-01-15T09:30:00Z",
                "updated_at": "2025-01-15T09:30:00Z",
                "expires_at": null
              }
            ]
          }
        },
        "next_cursor": {
          "type": [
            "string",
            "null"
          ],
          "description": "Cursor of the next page; null on the last page."
        },
        "context": {
          "title": "MemoryContext",
          "description": "The context the call used.",
          "type": "object",
          "required": [
            "id",
            "name",
            "kind"
          ],
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "description": "Context identifier (send it as `X-Context-ID` to address this context explicitly)."
            },
            "name": {
              "type": "string",
              "description": "Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name)."
            },
            "kind": {
              "title": "ContextKind",
              "description": "`local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.",
              "type": "string",
              "enum": [
                "local",
                "private",
                "workspace"
              ]
            }
          },
          "examples": [
            {
              "id": "00000000-0000-4000-8000-000000000001",
              "name": "Local",
              "kind": "local"
            }
          ]
        }
      },
      "required": [
        "memories",
        "next_cursor",
        "context"
      ]
    }
  },
  "memory_recall": {
    "input": {
      "title": "memory_recall input",
      "description": "Find the memories most relevant to a query (hybrid full-text and semantic ranking).",
      "type": "object",
      "properties": {
        "user_id": {
          "title": "UserId",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "$comment": "The end user whose memories are addressed, e.g. `default_user` (the server instructions say so; a description here would be repeated in every memory tool on each tools/list)."
        },
        "agent_name": {
          "title": "AgentName",
          "description": "Agent namespace; `global`: shared by all the user's agents.",
          "type": "string",
          "pattern": "^[A-Za-z0-9._:-]{1,64}$",
          "$comment": "1-64 letters, digits, `.`, `_`, `:` or `-`. A key names the agent's own memory, else the user's global one, so fetch, feedback, delete and store (update) reach a recalled memory with the agent name it was recalled under."
        },
        "query": {
          "title": "Query",
          "description": "Natural-language query.",
          "type": "string",
          "minLength": 1,
          "maxLength": 4096
        },
        "k": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 5
        },
        "scope": {
          "type": "string",
          "enum": [
            "working",
            "persistent",
            "all"
          ],
          "default": "all"
        },
        "max_value_chars": {
          "type": "integer",
          "minimum": 1,
          "maximum": 65536,
          "default": 2000,
          "description": "Longest value per hit; longer ones are cut (memory_fetch reads all)."
        },
        "min_score": {
          "type": "number",
          "minimum": 0,
          "maximum": 1,
          "description": "Leave out hits scoring below this."
        },
        "as_of": {
          "type": "string",
          "format": "date-time",
          "description": "Answer what was true at this time (facts superseded later are answered as they were then). Default: what is true now first."
        },
        "context_id": {
          "title": "ContextId",
          "type": "string",
          "format": "uuid",
          "$comment": "memory_stats lists the contexts a caller may name; omitted, the caller's default context is used. The same rules as REST's X-Context-ID: a signed-in account (OAuth) may name any context it can read, an API key only its own, the local stdio server the local context and the one it was started with (`memplat mcp --context`). Any other id fails with MEMORY-005."
        }
      },
      "required": [
        "user_id",
        "agent_name",
        "query"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string"
          },
          "agent_name": {
            "description": "Agent namespace; `global`: shared by all the user's agents.",
            "type": "string"
          },
          "query": {
            "description": "Natural-language query.",
            "type": "string"
          },
          "k": {
            "type": "integer",
            "minimum": 1,
            "maximum": 50,
            "default": 5
          },
          "scope": {
            "type": "string",
            "enum": [
              "working",
              "persistent",
              "all"
            ],
            "default": "all"
          },
          "max_value_chars": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65536,
            "default": 2000,
            "description": "Longest value per hit; longer ones are cut (memory_fetch reads all)."
          },
          "min_score": {
            "type": "number",
            "minimum": 0,
            "maximum": 1,
            "description": "Leave out hits scoring below this."
          },
          "as_of": {
            "type": "string",
            "format": "date-time",
            "description": "Answer what was true at this time (facts superseded later are answered as they were then). Default: what is true now first."
          },
          "context_id": {
            "type": "string",
            "format": "uuid"
          }
        },
        "required": [
          "user_id",
          "agent_name",
          "query"
        ],
        "additionalProperties": false
      },
      "output": {
        "type": "object",
        "properties": {
          "results": {
            "type": "array"
          },
          "context": {
            "type": "object"
          }
        },
        "required": [
          "results",
          "context"
        ]
      }
    },
    "output": {
      "title": "memory_recall output",
      "description": "Recalled memories, most relevant first (score in [0, 1]).",
      "type": "object",
      "properties": {
        "results": {
          "type": "array",
          "items": {
            "title": "RecallResult",
            "description": "One recalled memory with its relevance score.",
            "type": "object",
            "required": [
              "key",
              "value",
              "score",
              "id",
              "context_id",
              "user_id",
              "agent_name",
              "truncated",
              "value_length"
            ],
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid",
                "description": "Identifier of the memory (graph node `memory:<id>`)."
              },
              "context_id": {
                "type": "string",
                "format": "uuid",
                "description": "Context the memory lives in."
              },
              "user_id": {
                "type": "string",
                "description": "User whose memory this is."
              },
              "agent_name": {
                "type": "string",
                "description": "Agent namespace the memory lives in: the caller's agent, or `global` for a memory shared by all agents of the user. Key operations called with the caller's agent name reach it either way."
              },
              "key": {
                "title": "MemoryKey",
                "description": "Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).",
                "type": "string",
                "minLength": 1,
                "maxLength": 256,
                "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
                "examples": [
                  "user.preferences.language"
                ]
              },
              "value": {
                "title": "MemoryValue",
                "description": "Content of a memory as text, 1 to 65536 characters (the size limit of a single memory; store larger documents as several memories).",
                "type": "string",
                "minLength": 1,
                "maxLength": 65536,
                "examples": [
                  "The user prefers answers in German."
                ]
              },
              "truncated": {
                "type": "boolean",
                "description": "True when `value` was cut to the answer's `max_value_chars`."
              },
              "value_length": {
                "type": "integer",
                "minimum": 0,
                "description": "Length of the whole value in characters (larger than `value` when it was cut)."
              },
              "score": {
                "type": "number",
                "description": "Relevance from 0 (unrelated) to 1 (best match), combining semantic similarity with importance.",
                "minimum": 0,
                "maximum": 1
              },
              "scope": {
                "title": "MemoryScope",
                "description": "Lifetime class of a memory: `working` memories are short-lived task context (they get an `expires_at`), `persistent` memories are kept until deleted.",
                "type": "string",
                "enum": [
                  "working",
                  "persistent"
                ]
              },
              "tags": {
                "title": "MemoryTags",
                "description": "Free-form labels: at most 32 distinct strings of 1 to 64 characters.",
                "type": "array",
                "maxItems": 32,
                "uniqueItems": true,
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 64,
                  "pattern": "^[^\\u0000-\\u001F\\u007F]+$"
                },
                "examples": [
                  [
                    "preferences",
                    "language"
                  ]
                ]
              },
              "importance": {
                "title": "Importance",
                "description": "Importance of a memory from 0.0 (trivial) to 1.0 (critical); used to rank recall results. Default 0.5.",
                "type": "number",
                "minimum": 0,
                "maximum": 1,
                "default": 0.5
              },
              "updated_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the memory was last changed."
              }
            }
          }
        },
        "context": {
          "title": "MemoryContext",
          "description": "The context the call used.",
          "type": "object",
          "required": [
            "id",
            "name",
            "kind"
          ],
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "description": "Context identifier (send it as `X-Context-ID` to address this context explicitly)."
            },
            "name": {
              "type": "string",
              "description": "Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name)."
            },
            "kind": {
              "title": "ContextKind",
              "description": "`local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.",
              "type": "string",
              "enum": [
                "local",
                "private",
                "workspace"
              ]
            }
          },
          "examples": [
            {
              "id": "00000000-0000-4000-8000-000000000001",
              "name": "Local",
              "kind": "local"
            }
          ]
        }
      },
      "required": [
        "results",
        "context"
      ]
    }
  },
  "memory_record_interaction": {
    "input": {
      "title": "memory_record_interaction input",
      "description": "Record one exchange between the AI and the user in the interaction graph.",
      "type": "object",
      "properties": {
        "user_id": {
          "title": "UserId",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "$comment": "The end user whose memories are addressed, e.g. `default_user` (the server instructions say so; a description here would be repeated in every memory tool on each tools/list)."
        },
        "query": {
          "type": "string",
          "minLength": 1,
          "maxLength": 65536,
          "description": "What the user asked."
        },
        "response": {
          "type": "string",
          "minLength": 1,
          "maxLength": 65536,
          "description": "What the AI answered."
        },
        "metadata": {
          "type": "object",
          "maxProperties": 64,
          "description": "e.g. `{\"platform\": \"claude\"}`."
        },
        "ai_platform": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "description": "The AI product used, e.g. `claude`."
        },
        "occurred_at": {
          "type": "string",
          "format": "date-time",
          "description": "When the exchange happened (default: now); learned facts and dates in the user's words are resolved against it."
        },
        "context_id": {
          "title": "ContextId",
          "type": "string",
          "format": "uuid",
          "$comment": "memory_stats lists the contexts a caller may name; omitted, the caller's default context is used. The same rules as REST's X-Context-ID: a signed-in account (OAuth) may name any context it can read, an API key only its own, the local stdio server the local context and the one it was started with (`memplat mcp --context`). Any other id fails with MEMORY-005."
        }
      },
      "required": [
        "user_id",
        "query",
        "response"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string"
          },
          "query": {
            "type": "string",
            "description": "What the user asked."
          },
          "response": {
            "type": "string",
            "description": "What the AI answered."
          },
          "metadata": {
            "type": "object",
            "description": "e.g. `{\"platform\": \"claude\"}`."
          },
          "ai_platform": {
            "type": "string",
            "description": "The AI product used, e.g. `claude`."
          },
          "occurred_at": {
            "type": "string",
            "format": "date-time",
            "description": "When the exchange happened (default: now); learned facts and dates in the user's words are resolved against it."
          },
          "context_id": {
            "type": "string",
            "format": "uuid"
          }
        },
        "required": [
          "user_id",
          "query",
          "response"
        ],
        "additionalProperties": false
      },
      "output": {
        "type": "object",
        "properties": {
          "context": {
            "type": "object"
          },
          "interaction_id": {
            "type": "string"
          },
          "user_node_id": {
            "type": "string"
          },
          "topics": {
            "type": "array"
          },
          "linked_memories": {
            "type": "array"
          },
          "created_at": {
            "type": "string"
          },
          "learned": {
            "type": "array"
          }
        },
        "required": [
          "context",
          "interaction_id",
          "user_node_id",
          "topics",
          "linked_memories",
          "created_at",
          "learned"
        ]
      }
    },
    "output": {
      "allOf": [
        {
          "title": "InteractionResponse",
          "description": "The recorded interaction and what the graph derived from it.",
          "type": "object",
          "required": [
            "interaction_id",
            "user_node_id",
            "topics",
            "linked_memories",
            "created_at",
            "learned"
          ],
          "properties": {
            "interaction_id": {
              "type": "string",
              "description": "Graph node id of the interaction."
            },
            "user_node_id": {
              "type": "string",
              "description": "Graph node id of the user."
            },
            "topics": {
              "type": "array",
              "description": "Topics extracted from the exchange.",
              "items": {
                "type": "string"
              }
            },
            "linked_memories": {
              "type": "array",
              "description": "Keys of memories linked to the interaction.",
              "items": {
                "type": "string"
              }
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "When the interaction was recorded."
            },
            "learned": {
              "type": "array",
              "items": {
                "title": "LearnedFactSummary",
                "description": "One durable fact learned from the user's words, as the interaction answer reports it: the learned memory's key (in the user's `global` namespace), the kind of fact and its statement, and the keys of the memories whose facts it superseded.",
                "type": "object",
                "required": [
                  "key",
                  "kind",
                  "fact"
                ],
                "additionalProperties": false,
                "properties": {
                  "key": {
                    "type": "string",
                    "description": "Key of the learned memory (agent `global`)."
                  },
                  "kind": {
                    "title": "LearnedFactKind",
                    "description": "The kind of a durable fact: one at a time (name, home, hometown, employer, role, studies, team_language, programming_language, supervisor, diet, partner, drinks, age: a newer one supersedes) or several side by side (allergy, relation, pet, likes, dislikes, favourite, hobby, plan, birthday, speaks).",
                    "type": "string",
                    "enum": [
                      "name",
                      "home",
                      "hometown",
                      "employer",
                      "role",
                      "studies",
                      "team_language",
                      "programming_language",
                      "supervisor",
                      "diet",
                      "allergy",
                      "partner",
                      "relation",
                      "pet",
                      "likes",
                      "dislikes",
                      "favourite",
                      "drinks",
                      "hobby",
                      "plan",
                      "birthday",
                      "age",
                      "speaks"
                    ]
                  },
                  "fact": {
                    "type": "string",
                    "description": "What was learned, as a statement."
                  },
                  "supersedes": {
                    "type": "array",
                    "items": {
                      "type": "string"
                    },
                    "description": "Keys of the memories whose facts this one ended (absent when none)."
                  }
                }
              },
              "description": "Durable facts learned from the user's words in this exchange (empty when nothing was, or learning is off: MEMORY_LEARNING, or the context's setting)."
            }
          }
        }
      ],
      "title": "memory_record_interaction output",
      "description": "The recorded interaction node, its extracted topics and the memories it was linked to.",
      "type": "object",
      "properties": {
        "context": {
          "title": "MemoryContext",
          "description": "The context the call used.",
          "type": "object",
          "required": [
            "id",
            "name",
            "kind"
          ],
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "description": "Context identifier (send it as `X-Context-ID` to address this context explicitly)."
            },
            "name": {
              "type": "string",
              "description": "Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name)."
            },
            "kind": {
              "title": "ContextKind",
              "description": "`local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.",
              "type": "string",
              "enum": [
                "local",
                "private",
                "workspace"
              ]
            }
          },
          "examples": [
            {
              "id": "00000000-0000-4000-8000-000000000001",
              "name": "Local",
              "kind": "local"
            }
          ]
        }
      },
      "required": [
        "context"
      ]
    }
  },
  "memory_search": {
    "input": {
      "title": "memory_search input",
      "description": "Search memories by words and by meaning.",
      "type": "object",
      "properties": {
        "user_id": {
          "title": "UserId",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "$comment": "The end user whose memories are addressed, e.g. `default_user` (the server instructions say so; a description here would be repeated in every memory tool on each tools/list)."
        },
        "agent_name": {
          "title": "AgentName",
          "description": "Agent namespace; `global`: shared by all the user's agents.",
          "type": "string",
          "pattern": "^[A-Za-z0-9._:-]{1,64}$",
          "$comment": "1-64 letters, digits, `.`, `_`, `:` or `-`. A key names the agent's own memory, else the user's global one, so fetch, feedback, delete and store (update) reach a recalled memory with the agent name it was recalled under."
        },
        "query": {
          "title": "Query",
          "description": "Natural-language query.",
          "type": "string",
          "minLength": 1,
          "maxLength": 4096
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 10
        },
        "max_value_chars": {
          "type": "integer",
          "minimum": 1,
          "maximum": 65536,
          "default": 2000,
          "description": "Longest value per hit; longer ones are cut (memory_fetch reads all)."
        },
        "min_score": {
          "type": "number",
          "minimum": 0,
          "maximum": 1,
          "description": "Leave out hits scoring below this."
        },
        "context_id": {
          "title": "ContextId",
          "type": "string",
          "format": "uuid",
          "$comment": "memory_stats lists the contexts a caller may name; omitted, the caller's default context is used. The same rules as REST's X-Context-ID: a signed-in account (OAuth) may name any context it can read, an API key only its own, the local stdio server the local context and the one it was started with (`memplat mcp --context`). Any other id fails with MEMORY-005."
        }
      },
      "required": [
        "user_id",
        "agent_name",
        "query"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string"
          },
          "agent_name": {
            "description": "Agent namespace; `global`: shared by all the user's agents.",
            "type": "string"
          },
          "query": {
            "description": "Natural-language query.",
            "type": "string"
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100,
            "default": 10
          },
          "max_value_chars": {
            "type": "integer",
            "minimum": 1,
            "maximum": 65536,
            "default": 2000,
            "description": "Longest value per hit; longer ones are cut (memory_fetch reads all)."
          },
          "min_score": {
            "type": "number",
            "minimum": 0,
            "maximum": 1,
            "description": "Leave out hits scoring below this."
          },
          "context_id": {
            "type": "string",
            "format": "uuid"
          }
        },
        "required": [
          "user_id",
          "agent_name",
          "query"
        ],
        "additionalProperties": false
      },
      "output": {
        "type": "object",
        "properties": {
          "results": {
            "type": "array"
          },
          "context": {
            "type": "object"
          }
        },
        "required": [
          "results",
          "context"
        ]
      }
    },
    "output": {
      "title": "memory_search output",
      "description": "Matching memories, best first.",
      "type": "object",
      "properties": {
        "results": {
          "type": "array",
          "items": {
            "type": "object",
            "required": [
              "key",
              "value",
              "score",
              "snippet",
              "match",
              "id",
              "context_id",
              "user_id",
              "agent_name",
              "truncated",
              "value_length"
            ],
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid",
                "description": "Identifier of the memory (graph node `memory:<id>`)."
              },
              "context_id": {
                "type": "string",
                "format": "uuid",
                "description": "Context the memory lives in."
              },
              "user_id": {
                "type": "string",
                "description": "User whose memory this is."
              },
              "agent_name": {
                "type": "string",
                "description": "Agent namespace the memory lives in: the caller's agent, or `global` for a memory shared by all agents of the user. Key operations called with the caller's agent name reach it either way."
              },
              "key": {
                "type": "string",
                "description": "Memory key."
              },
              "value": {
                "type": "string",
                "description": "Memory text, cut to `max_value_chars` (see `truncated`)."
              },
              "truncated": {
                "type": "boolean",
                "description": "True when `value` was cut to the answer's `max_value_chars`."
              },
              "value_length": {
                "type": "integer",
                "minimum": 0,
                "description": "Length of the whole value in characters (larger than `value` when it was cut)."
              },
              "score": {
                "type": "number",
                "minimum": 0,
                "maximum": 1,
                "description": "Relevance in [0, 1]."
              },
              "snippet": {
                "type": "string",
                "description": "Plain-text excerpt of the value around the full-text matches (no markup, nothing escaped); the start of the value when the hit is semantic only."
              },
              "match": {
                "type": "string",
                "enum": [
                  "full_text",
                  "semantic",
                  "both"
                ],
                "description": "Which search found the memory."
              },
              "scope": {
                "title": "MemoryScope",
                "description": "Lifetime class of a memory: `working` memories are short-lived task context (they get an `expires_at`), `persistent` memories are kept until deleted.",
                "type": "string",
                "enum": [
                  "working",
                  "persistent"
                ]
              },
              "tags": {
                "title": "MemoryTags",
                "description": "Free-form labels: at most 32 distinct strings of 1 to 64 characters.",
                "type": "array",
                "maxItems": 32,
                "uniqueItems": true,
                "items": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 64,
                  "pattern": "^[^\\u0000-\\u001F\\u007F]+$"
                },
                "examples": [
                  [
                    "preferences",
                    "language"
                  ]
                ]
              },
              "importance": {
                "title": "Importance",
                "description": "Importance of a memory from 0.0 (trivial) to 1.0 (critical); used to rank recall results. Default 0.5.",
                "type": "number",
                "minimum": 0,
                "maximum": 1,
                "default": 0.5
              },
              "updated_at": {
                "type": "string",
                "format": "date-time"
              }
            }
          }
        },
        "context": {
          "title": "MemoryContext",
          "description": "The context the call used.",
          "type": "object",
          "required": [
            "id",
            "name",
            "kind"
          ],
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "description": "Context identifier (send it as `X-Context-ID` to address this context explicitly)."
            },
            "name": {
              "type": "string",
              "description": "Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name)."
            },
            "kind": {
              "title": "ContextKind",
              "description": "`local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.",
              "type": "string",
              "enum": [
                "local",
                "private",
                "workspace"
              ]
            }
          },
          "examples": [
            {
              "id": "00000000-0000-4000-8000-000000000001",
              "name": "Local",
              "kind": "local"
            }
          ]
        }
      },
      "required": [
        "results",
        "context"
      ]
    }
  },
  "memory_search_ids": {
    "input": {
      "title": "memory_search_ids input",
      "description": "Search memories and return only their keys.",
      "type": "object",
      "properties": {
        "user_id": {
          "title": "UserId",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "$comment": "The end user whose memories are addressed, e.g. `default_user` (the server instructions say so; a description here would be repeated in every memory tool on each tools/list)."
        },
        "agent_name": {
          "title": "AgentName",
          "description": "Agent namespace; `global`: shared by all the user's agents.",
          "type": "string",
          "pattern": "^[A-Za-z0-9._:-]{1,64}$",
          "$comment": "1-64 letters, digits, `.`, `_`, `:` or `-`. A key names the agent's own memory, else the user's global one, so fetch, feedback, delete and store (update) reach a recalled memory with the agent name it was recalled under."
        },
        "query": {
          "title": "Query",
          "description": "Natural-language query.",
          "type": "string",
          "minLength": 1,
          "maxLength": 4096
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 10
        },
        "context_id": {
          "title": "ContextId",
          "type": "string",
          "format": "uuid",
          "$comment": "memory_stats lists the contexts a caller may name; omitted, the caller's default context is used. The same rules as REST's X-Context-ID: a signed-in account (OAuth) may name any context it can read, an API key only its own, the local stdio server the local context and the one it was started with (`memplat mcp --context`). Any other id fails with MEMORY-005."
        }
      },
      "required": [
        "user_id",
        "agent_name",
        "query"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string"
          },
          "agent_name": {
            "description": "Agent namespace; `global`: shared by all the user's agents.",
            "type": "string"
          },
          "query": {
            "description": "Natural-language query.",
            "type": "string"
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100,
            "default": 10
          },
          "context_id": {
            "type": "string",
            "format": "uuid"
          }
        },
        "required": [
          "user_id",
          "agent_name",
          "query"
        ],
        "additionalProperties": false
      },
      "output": {
        "type": "object",
        "properties": {
          "ids": {
            "type": "array"
          },
          "context": {
            "type": "object"
          }
        },
        "required": [
          "ids",
          "context"
        ]
      }
    },
    "output": {
      "title": "memory_search_ids output",
      "description": "Keys of matching memories, best first; pass one to memory_fetch.",
      "type": "object",
      "properties": {
        "ids": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "Memory keys, best match first."
        },
        "context": {
          "title": "MemoryContext",
          "description": "The context the call used.",
          "type": "object",
          "required": [
            "id",
            "name",
            "kind"
          ],
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "description": "Context identifier (send it as `X-Context-ID` to address this context explicitly)."
            },
            "name": {
              "type": "string",
              "description": "Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name)."
            },
            "kind": {
              "title": "ContextKind",
              "description": "`local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.",
              "type": "string",
              "enum": [
                "local",
                "private",
                "workspace"
              ]
            }
          },
          "examples": [
            {
              "id": "00000000-0000-4000-8000-000000000001",
              "name": "Local",
              "kind": "local"
            }
          ]
        }
      },
      "required": [
        "ids",
        "context"
      ]
    }
  },
  "memory_stats": {
    "input": {
      "title": "memory_stats input",
      "description": "Counts of a user's memories in one agent namespace.",
      "type": "object",
      "properties": {
        "user_id": {
          "title": "UserId",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "$comment": "The end user whose memories are addressed, e.g. `default_user` (the server instructions say so; a description here would be repeated in every memory tool on each tools/list)."
        },
        "agent_name": {
          "title": "AgentName",
          "description": "Agent namespace; `global`: shared by all the user's agents.",
          "type": "string",
          "pattern": "^[A-Za-z0-9._:-]{1,64}$",
          "$comment": "1-64 letters, digits, `.`, `_`, `:` or `-`. A key names the agent's own memory, else the user's global one, so fetch, feedback, delete and store (update) reach a recalled memory with the agent name it was recalled under."
        },
        "context_id": {
          "title": "ContextId",
          "type": "string",
          "format": "uuid",
          "$comment": "memory_stats lists the contexts a caller may name; omitted, the caller's default context is used. The same rules as REST's X-Context-ID: a signed-in account (OAuth) may name any context it can read, an API key only its own, the local stdio server the local context and the one it was started with (`memplat mcp --context`). Any other id fails with MEMORY-005."
        }
      },
      "required": [
        "user_id",
        "agent_name"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string"
          },
          "agent_name": {
            "description": "Agent namespace; `global`: shared by all the user's agents.",
            "type": "string"
          },
          "context_id": {
            "type": "string",
            "format": "uuid"
          }
        },
        "required": [
          "user_id",
          "agent_name"
        ],
        "additionalProperties": false
      },
      "output": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string"
          },
          "agent_name": {
            "type": "string"
          },
          "total": {
            "type": "integer"
          },
          "working": {
            "type": "integer"
          },
          "persistent": {
            "type": "integer"
          },
          "embedding_pending": {
            "type": "integer"
          },
          "tags": {
            "type": "object"
          },
          "last_updated_at": {
            "type": [
              "string",
              "null"
            ]
          },
          "context": {
            "type": "object"
          },
          "contexts": {
            "type": "array"
          }
        },
        "required": [
          "user_id",
          "agent_name",
          "total",
          "working",
          "persistent",
          "embedding_pending",
          "tags",
          "last_updated_at",
          "context",
          "contexts"
        ]
      }
    },
    "output": {
      "title": "memory_stats output",
      "description": "Memory counts.",
      "type": "object",
      "properties": {
        "user_id": {
          "type": "string"
        },
        "agent_name": {
          "type": "string"
        },
        "total": {
          "type": "integer",
          "minimum": 0
        },
        "working": {
          "type": "integer",
          "minimum": 0
        },
        "persistent": {
          "type": "integer",
          "minimum": 0
        },
        "embedding_pending": {
          "type": "integer",
          "minimum": 0,
          "description": "Memories whose semantic index entry is still being computed."
        },
        "tags": {
          "type": "object",
          "additionalProperties": {
            "type": "integer"
          },
          "description": "Tag to number of memories carrying it."
        },
        "last_updated_at": {
          "type": [
            "string",
            "null"
          ],
          "format": "date-time"
        },
        "context": {
          "title": "MemoryContext",
          "description": "The context the call used.",
          "type": "object",
          "required": [
            "id",
            "name",
            "kind"
          ],
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "description": "Context identifier (send it as `X-Context-ID` to address this context explicitly)."
            },
            "name": {
              "type": "string",
              "description": "Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name)."
            },
            "kind": {
              "title": "ContextKind",
              "description": "`local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.",
              "type": "string",
              "enum": [
                "local",
                "private",
                "workspace"
              ]
            }
          },
          "examples": [
            {
              "id": "00000000-0000-4000-8000-000000000001",
              "name": "Local",
              "kind": "local"
            }
          ]
        },
        "contexts": {
          "type": "array",
          "description": "Every context you may use (pass its id as `context_id` to any memory tool), your default first: for an account signed in over OAuth every context it can read, for an API key the one it was made for, for the local stdio server the local context and the one it was started with.",
          "items": {
            "type": "object",
            "required": [
              "id",
              "name",
              "kind",
              "role",
              "default"
            ],
            "properties": {
              "id": {
                "type": "string",
                "format": "uuid"
              },
              "name": {
                "type": "string"
              },
              "kind": {
                "type": "string",
                "enum": [
                  "local",
                  "private",
                  "workspace"
                ]
              },
              "role": {
                "type": "string",
                "enum": [
                  "viewer",
                  "editor",
                  "owner"
                ],
                "description": "viewer: read only; editor and owner may also write."
              },
              "default": {
                "type": "boolean",
                "description": "Used when a call names no context_id."
              }
            }
          }
        }
      },
      "required": [
        "user_id",
        "agent_name",
        "total",
        "working",
        "persistent",
        "embedding_pending",
        "tags",
        "last_updated_at",
        "context",
        "contexts"
      ]
    }
  },
  "memory_store": {
    "input": {
      "title": "memory_store input",
      "description": "Create a memory, or update the one with the same key in this user and agent namespace (an upsert).",
      "type": "object",
      "properties": {
        "user_id": {
          "title": "UserId",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "$comment": "The end user whose memories are addressed, e.g. `default_user` (the server instructions say so; a description here would be repeated in every memory tool on each tools/list)."
        },
        "agent_name": {
          "title": "AgentName",
          "description": "Agent namespace; `global`: shared by all the user's agents.",
          "type": "string",
          "pattern": "^[A-Za-z0-9._:-]{1,64}$",
          "$comment": "1-64 letters, digits, `.`, `_`, `:` or `-`. A key names the agent's own memory, else the user's global one, so fetch, feedback, delete and store (update) reach a recalled memory with the agent name it was recalled under."
        },
        "key": {
          "title": "MemoryKey",
          "description": "An existing key is updated.",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "examples": [
            "user.preferences.language"
          ]
        },
        "value": {
          "title": "MemoryValue",
          "description": "The text to remember.",
          "type": "string",
          "minLength": 1,
          "maxLength": 65536,
          "examples": [
            "The user prefers answers in German."
          ]
        },
        "scope": {
          "type": "string",
          "enum": [
            "working",
            "persistent"
          ],
          "description": "`persistent` for facts to keep; a new memory without it is `working` and expires."
        },
        "tags": {
          "title": "TagsJson",
          "description": "JSON array; replaces the tags.",
          "anyOf": [
            {
              "type": "string",
              "maxLength": 4096
            },
            {
              "title": "MemoryTags",
              "description": "Free-form labels: at most 32 distinct strings of 1 to 64 characters.",
              "type": "array",
              "maxItems": 32,
              "uniqueItems": true,
              "items": {
                "type": "string",
                "minLength": 1,
                "maxLength": 64,
                "pattern": "^[^\\u0000-\\u001F\\u007F]+$"
              },
              "examples": [
                [
                  "preferences",
                  "language"
                ]
              ]
            }
          ]
        },
        "importance": {
          "type": "number",
          "minimum": 0,
          "maximum": 1,
          "description": "0 to 1 (new: 0.5); ranks recall."
        },
        "metadata": {
          "title": "MemoryMetadata",
          "description": "Free-form JSON; replaces the metadata.",
          "type": "object",
          "maxProperties": 64,
          "additionalProperties": true,
          "examples": [
            {
              "source": "chat",
              "confidence": 0.9
            }
          ]
        },
        "occurred_at": {
          "type": "string",
          "format": "date-time",
          "description": "When what the value states was said (default: now); its facts hold from then for as_of recall."
        },
        "context_id": {
          "title": "ContextId",
          "type": "string",
          "format": "uuid",
          "$comment": "memory_stats lists the contexts a caller may name; omitted, the caller's default context is used. The same rules as REST's X-Context-ID: a signed-in account (OAuth) may name any context it can read, an API key only its own, the local stdio server the local context and the one it was started with (`memplat mcp --context`). Any other id fails with MEMORY-005."
        }
      },
      "required": [
        "user_id",
        "agent_name",
        "key",
        "value"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string"
          },
          "agent_name": {
            "description": "Agent namespace; `global`: shared by all the user's agents.",
            "type": "string"
          },
          "key": {
            "type": "string",
            "description": "An existing key is updated."
          },
          "value": {
            "type": "string",
            "description": "The text to remember."
          },
          "scope": {
            "type": "string",
            "enum": [
              "working",
              "persistent"
            ],
            "description": "`persistent` for facts to keep; a new memory without it is `working` and expires."
          },
          "tags": {
            "description": "JSON array; replaces the tags.",
            "anyOf": [
              {
                "type": "string"
              },
              {
                "type": "array",
                "items": {
                  "type": "string"
                }
              }
            ]
          },
          "importance": {
            "type": "number",
            "minimum": 0,
            "maximum": 1,
            "description": "0 to 1 (new: 0.5); ranks recall."
          },
          "metadata": {
            "type": "object",
            "additionalProperties": true,
            "description": "Free-form JSON; replaces the metadata."
          },
          "occurred_at": {
            "type": "string",
            "format": "date-time",
            "description": "When what the value states was said (default: now); its facts hold from then for as_of recall."
          },
          "context_id": {
            "type": "string",
            "format": "uuid"
          }
        },
        "required": [
          "user_id",
          "agent_name",
          "key",
          "value"
        ],
        "additionalProperties": false
      },
      "output": {
        "type": "object",
        "properties": {
          "memory": {
            "type": "object"
          },
          "created": {
            "type": "boolean"
          },
          "duplicate_of": {
            "type": [
              "object",
              "null"
            ]
          },
          "context": {
            "type": "object"
          }
        },
        "required": [
          "memory",
          "created",
          "context",
          "duplicate_of"
        ]
      }
    },
    "output": {
      "title": "memory_store output",
      "description": "The stored memory and whether it was created (false: an existing memory was updated).",
      "type": "object",
      "properties": {
        "memory": {
          "title": "MemoryResponse",
          "description": "A stored memory as returned by the REST API.",
          "type": "object",
          "required": [
            "key",
            "value",
            "scope",
            "tags",
            "importance",
            "created_at",
            "updated_at"
          ],
          "properties": {
            "id": {
              "type": "string",
              "description": "Server-assigned identifier of the memory (stable across updates of the same key).",
              "format": "uuid"
            },
            "context_id": {
              "type": "string",
              "format": "uuid",
              "description": "Context the memory lives in."
            },
            "key": {
              "title": "MemoryKey",
              "description": "Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).",
              "type": "string",
              "minLength": 1,
              "maxLength": 256,
              "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
              "examples": [
                "user.preferences.language"
              ]
            },
            "value": {
              "title": "MemoryValue",
              "description": "Content of a memory as text, 1 to 65536 characters (the size limit of a single memory; store larger documents as several memories).",
              "type": "string",
              "minLength": 1,
              "maxLength": 65536,
              "examples": [
                "The user prefers answers in German."
              ]
            },
            "scope": {
              "title": "MemoryScope",
              "description": "Lifetime class of a memory: `working` memories are short-lived task context (they get an `expires_at`), `persistent` memories are kept until deleted.",
              "type": "string",
              "enum": [
                "working",
                "persistent"
              ]
            },
            "tags": {
              "title": "MemoryTags",
              "description": "Free-form labels: at most 32 distinct strings of 1 to 64 characters.",
              "type": "array",
              "maxItems": 32,
              "uniqueItems": true,
              "items": {
                "type": "string",
                "minLength": 1,
                "maxLength": 64,
                "pattern": "^[^\\u0000-\\u001F\\u007F]+$"
              },
              "examples": [
                [
                  "preferences",
                  "language"
                ]
              ]
            },
            "importance": {
              "title": "Importance",
              "description": "Importance of a memory from 0.0 (trivial) to 1.0 (critical); used to rank recall results. Default 0.5.",
              "type": "number",
              "minimum": 0,
              "maximum": 1,
              "default": 0.5
            },
            "metadata": {
              "title": "MemoryMetadata",
              "description": "Arbitrary JSON object stored alongside the memory (at most 64 top-level properties). Not searched.",
              "type": "object",
              "maxProperties": 64,
              "additionalProperties": true,
              "examples": [
                {
                  "source": "chat",
                  "confidence": 0.9
                }
              ]
            },
            "user_id": {
              "type": "string",
              "description": "User whose memory this is (`default_user` for anonymous access).",
              "examples": [
                "default_user"
              ]
            },
            "agent_name": {
              "type": "string",
              "description": "Agent namespace of the memory (`global` for memories shared across agents). A key addressed with another agent name reaches this memory when that agent has no memory of its own under the key.",
              "examples": [
                "global"
              ]
            },
            "created_at": {
              "type": "string",
              "format": "date-time",
              "description": "When the memory was first created."
            },
            "updated_at": {
              "type": "string",
              "format": "date-time",
              "description": "When the memory was last changed."
            },
            "expires_at": {
              "type": [
                "string",
                "null"
              ],
              "format": "date-time",
              "description": "When a working memory lapses; null for persistent memories."
            },
            "context": {
              "title": "MemoryContext",
              "description": "The context the call used (on answers about one memory; lists, recall and search say it once beside their items).",
              "type": "object",
              "required": [
                "id",
                "name",
                "kind"
              ],
              "properties": {
                "id": {
                  "type": "string",
                  "format": "uuid",
                  "description": "Context identifier (send it as `X-Context-ID` to address this context explicitly)."
                },
                "name": {
                  "type": "string",
                  "description": "Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name)."
                },
                "kind": {
                  "title": "ContextKind",
                  "description": "`local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.",
                  "type": "string",
                  "enum": [
                    "local",
                    "private",
                    "workspace"
                  ]
                }
              },
              "examples": [
                {
                  "id": "00000000-0000-4000-8000-000000000001",
                  "name": "Local",
                  "kind": "local"
                }
              ]
            },
            "duplicate_of": {
              "oneOf": [
                {
                  "title": "MemoryDuplicate",
                  "description": "Another memory that already holds the same text (compared with whitespace collapsed, case folded and trailing punctuation dropped), in what the writing agent sees: its own namespace or the user's `global` one.",
                  "type": "object",
                  "required": [
                    "id",
                    "key",
                    "agent_name"
                  ],
                  "properties": {
                    "id": {
                      "type": "string",
                      "format": "uuid",
                      "description": "Identifier of the memory holding the same text."
                    },
                    "key": {
                      "title": "MemoryKey",
                      "description": "Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).",
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 256,
                      "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
                      "examples": [
                        "user.preferences.language"
                      ]
                    },
                    "agent_name": {
                      "type": "string",
                      "description": "Its agent namespace (`global` when shared by all agents of the user)."
                    }
                  }
                },
                {
                  "type": "null"
                }
              ],
              "description": "On answers to writes (POST, PUT): another memory already holding the same text, or null. The write is kept either way."
            }
          },
          "examples": [
            {
              "id": "0b8f6c1e-4d7a-4a51-9a43-3f0d2b7c9e11",
              "context_id": "00000000-0000-4000-8000-000000000001",
              "key": "user.preferences.language",
              "value": "The user prefers answers in German.",
              "scope": "persistent",
              "tags": [
                "preferences"
              ],
              "importance": 0.8,
              "metadata": {},
              "user_id": "default_user",
              "agent_name": "global",
              "created_at": "2025-01-15T09:30:00Z",
              "updated_at": "2025-01-15T09:30:00Z",
              "expires_at": null
            }
          ]
        },
        "created": {
          "type": "boolean",
          "description": "True when the key was new."
        },
        "duplicate_of": {
          "oneOf": [
            {
              "title": "MemoryDuplicate",
              "description": "Another memory that already holds the same text (compared with whitespace collapsed, case folded and trailing punctuation dropped), in what the writing agent sees: its own namespace or the user's `global` one.",
              "type": "object",
              "required": [
                "id",
                "key",
                "agent_name"
              ],
              "properties": {
                "id": {
                  "type": "string",
                  "format": "uuid",
                  "description": "Identifier of the memory holding the same text."
                },
                "key": {
                  "title": "MemoryKey",
                  "description": "Key identifying a memory within one user and agent namespace: 1 to 256 characters, no control characters. Keys are case-sensitive; in paths they must be percent-encoded (including `/`).",
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 256,
                  "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
                  "examples": [
                    "user.preferences.language"
                  ]
                },
                "agent_name": {
                  "type": "string",
                  "description": "Its agent namespace (`global` when shared by all agents of the user)."
                }
              }
            },
            {
              "type": "null"
            }
          ],
          "description": "Another memory (this agent's or the user's global one) already holding the same text, or null; the store is kept either way."
        },
        "context": {
          "title": "MemoryContext",
          "description": "The context the call used.",
          "type": "object",
          "required": [
            "id",
            "name",
            "kind"
          ],
          "properties": {
            "id": {
              "type": "string",
              "format": "uuid",
              "description": "Context identifier (send it as `X-Context-ID` to address this context explicitly)."
            },
            "name": {
              "type": "string",
              "description": "Display name (`Local` for the machine owner's context, `Private` for an account's own, else the workspace's name)."
            },
            "kind": {
              "title": "ContextKind",
              "description": "`local`: the machine owner's (anonymous loopback callers, the stdio server, keys made for it); `private`: an account's own; `workspace`: a workspace's.",
              "type": "string",
              "enum": [
                "local",
                "private",
                "workspace"
              ]
            }
          },
          "examples": [
            {
              "id": "00000000-0000-4000-8000-000000000001",
              "name": "Local",
              "kind": "local"
            }
          ]
        }
      },
      "required": [
        "memory",
        "created",
        "context",
        "duplicate_of"
      ]
    }
  },
  "multimodal_index": {
    "input": {
      "title": "multimodal_index input",
      "type": "object",
      "properties": {
        "user_id": {
          "type": "string",
          "minLength": 1,
          "description": "Whose memories the items become.",
          "maxLength": 256
        },
        "path": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4096,
          "description": "A file or folder in the allowed folders (stdio server only)."
        },
        "source_url": {
          "type": "string",
          "format": "uri",
          "maxLength": 2048,
          "description": "A public http(s) address of one item."
        },
        "media_type": {
          "type": "string",
          "enum": [
            "image",
            "audio",
            "video",
            "document"
          ],
          "description": "Only this kind (default: any)."
        },
        "description": {
          "type": "string",
          "minLength": 1,
          "description": "Caption indexed with the item: how a picture's content gets in.",
          "maxLength": 4000
        },
        "recursive": {
          "type": "boolean",
          "default": true,
          "description": "Include sub-folders."
        },
        "max_files": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2000,
          "default": 200,
          "description": "Most files from a folder."
        }
      },
      "required": [
        "user_id"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string",
            "description": "Whose memories the items become."
          },
          "path": {
            "type": "string",
            "description": "A file or folder in the allowed folders (stdio server only)."
          },
          "source_url": {
            "type": "string",
            "format": "uri",
            "description": "A public http(s) address of one item."
          },
          "media_type": {
            "type": "string",
            "enum": [
              "image",
              "audio",
              "video",
              "document"
            ],
            "description": "Only this kind (default: any)."
          },
          "description": {
            "type": "string",
            "description": "Caption indexed with the item: how a picture's content gets in."
          },
          "recursive": {
            "type": "boolean",
            "default": true,
            "description": "Include sub-folders."
          },
          "max_files": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2000,
            "default": 200,
            "description": "Most files from a folder."
          }
        },
        "required": [
          "user_id"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "multimodal_index output",
      "type": "object",
      "properties": {
        "item_id": {
          "type": [
            "string",
            "null"
          ],
          "description": "Memory key of the item (the first one for a folder; null when nothing was indexed)."
        },
        "status": {
          "type": "string",
          "enum": [
            "indexed",
            "updated",
            "unchanged",
            "queued",
            "skipped"
          ],
          "description": "For a single item its status; for a folder `indexed` when anything was written, else `unchanged`, or `skipped` when nothing could be indexed."
        },
        "items": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "item_id": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "path": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "source_url": {
                "type": "string"
              },
              "media_type": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "mime_type": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "status": {
                "type": "string",
                "enum": [
                  "indexed",
                  "updated",
                  "unchanged",
                  "skipped"
                ]
              },
              "text_chars": {
                "type": "integer",
                "description": "Characters of extracted text stored (0 for metadata only)."
              },
              "reason": {
                "type": "string",
                "description": "Why an item was skipped, or what could not be read."
              }
            },
            "required": [
              "item_id",
              "source_url",
              "status"
            ]
          }
        },
        "indexed": {
          "type": "integer"
        },
        "updated": {
          "type": "integer"
        },
        "unchanged": {
          "type": "integer"
        },
        "skipped": {
          "type": "integer"
        },
        "truncated": {
          "type": "boolean",
          "description": "A folder held more candidate files than max_files, or the call stopped close to its time limit (see remaining)."
        },
        "remaining": {
          "type": "integer",
          "description": "Files of the folder not reached in this call (past max_files they are not counted; close to the call's time limit, MCP_TOOL_TIMEOUT_MS, the rest are). Calling again continues: unchanged items are recognised by their hash and skipped."
        },
        "method": {
          "type": "string",
          "description": "What was understood, in a sentence: metadata and text, not pixels or sound."
        }
      },
      "required": [
        "item_id",
        "status",
        "items",
        "indexed",
        "updated",
        "unchanged",
        "skipped"
      ]
    }
  },
  "multimodal_search": {
    "input": {
      "title": "multimodal_search input",
      "type": "object",
      "properties": {
        "user_id": {
          "type": "string",
          "minLength": 1,
          "description": "User whose items are searched.",
          "maxLength": 256
        },
        "query": {
          "type": "string",
          "minLength": 1,
          "description": "Words of a caption, text, title, tag or file name.",
          "maxLength": 400
        },
        "media_type": {
          "type": "string",
          "enum": [
            "image",
            "audio",
            "video",
            "document",
            "any"
          ],
          "default": "any",
          "description": "Kind of item (default `any`)."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 10,
          "description": "Number of results (default 10, at most 50)."
        }
      },
      "required": [
        "user_id",
        "query"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "user_id": {
            "type": "string",
            "description": "User whose items are searched."
          },
          "query": {
            "type": "string",
            "description": "Words of a caption, text, title, tag or file name."
          },
          "media_type": {
            "type": "string",
            "enum": [
              "image",
              "audio",
              "video",
              "document",
              "any"
            ],
            "default": "any",
            "description": "Kind of item (default `any`)."
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 50,
            "default": 10,
            "description": "Number of results (default 10, at most 50)."
          }
        },
        "required": [
          "user_id",
          "query"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "multimodal_search output",
      "type": "object",
      "properties": {
        "results": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "item_id": {
                "type": "string",
                "description": "Memory key of the item."
              },
              "source_url": {
                "type": "string",
                "description": "Where it came from: a file: URL or the http(s) address."
              },
              "path": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Local path of a file item (null for an address)."
              },
              "media_type": {
                "type": "string"
              },
              "mime_type": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "score": {
                "type": "number"
              },
              "excerpt": {
                "type": "string",
                "description": "The start of the indexed text around what matched."
              },
              "indexed_at": {
                "type": [
                  "string",
                  "null"
                ]
              }
            },
            "required": [
              "item_id",
              "source_url",
              "media_type",
              "score",
              "excerpt"
            ]
          }
        },
        "method": {
          "type": "string"
        }
      },
      "required": [
        "results"
      ]
    }
  },
  "preprint_search": {
    "input": {
      "title": "preprint_search input",
      "type": "object",
      "properties": {
        "query": {
          "type": "string",
          "minLength": 1,
          "description": "Search terms.",
          "maxLength": 400
        },
        "category": {
          "type": "string",
          "minLength": 1,
          "description": "Subject category, e.g. `cs.CL`.",
          "maxLength": 64
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 50,
          "default": 10,
          "description": "Number of results (default 10, at most 50)."
        }
      },
      "required": [
        "query"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "query": {
            "type": "string",
            "description": "Search terms."
          },
          "category": {
            "type": "string",
            "description": "Subject category, e.g. `cs.CL`."
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 50,
            "default": 10,
            "description": "Number of results (default 10, at most 50)."
          }
        },
        "required": [
          "query"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "preprint_search output",
      "type": "object",
      "properties": {
        "provider": {
          "type": "string",
          "description": "Preprint server that answered (`arxiv`)."
        },
        "total_results": {
          "type": [
            "integer",
            "null"
          ],
          "description": "How many papers match in all (the results are the first `limit`)."
        },
        "results": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "id": {
                "type": "string",
                "description": "arXiv identifier with version, e.g. `2401.01234v2`."
              },
              "title": {
                "type": "string"
              },
              "authors": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "abstract": {
                "type": "string"
              },
              "published_at": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "First version's date (ISO 8601)."
              },
              "updated_at": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "This version's date (ISO 8601)."
              },
              "primary_category": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Primary subject category, e.g. `cs.CL`."
              },
              "categories": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "url": {
                "type": "string",
                "description": "Abstract page."
              },
              "pdf_url": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "PDF of this version."
              },
              "doi": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "journal_ref": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "comment": {
                "type": [
                  "string",
                  "null"
                ]
              }
            },
            "required": [
              "id",
              "title",
              "authors",
              "abstract",
              "published_at",
              "updated_at",
              "primary_category",
              "categories",
              "url",
              "pdf_url",
              "doi",
              "journal_ref",
              "comment"
            ]
          }
        }
      },
      "required": [
        "provider",
        "total_results",
        "results"
      ]
    }
  },
  "route_query": {
    "input": {
      "title": "route_query input",
      "type": "object",
      "properties": {
        "query": {
          "type": "string",
          "minLength": 1,
          "maxLength": 8000,
          "description": "The request to route, in plain language."
        },
        "candidates": {
          "type": "array",
          "maxItems": 56,
          "items": {
            "type": "string",
            "pattern": "^[a-z0-9_]+$"
          },
          "description": "Tool names to choose from (default: all offered)."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 56,
          "default": 5,
          "description": "How many ranked tools to return (default 5)."
        }
      },
      "required": [
        "query"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "query": {
            "type": "string",
            "description": "The request to route, in plain language."
          },
          "candidates": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "Tool names to choose from (default: all offered)."
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 56,
            "default": 5,
            "description": "How many ranked tools to return (default 5)."
          }
        },
        "required": [
          "query"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "route_query output",
      "type": "object",
      "properties": {
        "tool": {
          "type": [
            "string",
            "null"
          ],
          "description": "The best tool."
        },
        "confidence": {
          "type": "number",
          "description": "Its score."
        },
        "alternatives": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "ranked": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "tool": {
                "type": "string"
              },
              "score": {
                "type": "number"
              },
              "reasons": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "available": {
                "type": "boolean"
              }
            },
            "required": [
              "tool",
              "score",
              "reasons",
              "available"
            ]
          }
        },
        "method": {
          "type": "string"
        }
      },
      "required": [
        "tool",
        "confidence",
        "ranked",
        "method"
      ]
    }
  },
  "shell_exec": {
    "input": {
      "title": "shell_exec input",
      "type": "object",
      "properties": {
        "command": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4096,
          "description": "Program name (on PATH) or path; no shell."
        },
        "args": {
          "type": "array",
          "maxItems": 1000,
          "items": {
            "type": "string",
            "maxLength": 16384
          },
          "default": [],
          "description": "Arguments, passed as they are."
        },
        "cwd": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4096,
          "description": "Working folder inside the roots (default: the first root)."
        },
        "stdin": {
          "type": "string",
          "maxLength": 1048576,
          "description": "Text given to the program on standard input (default: none)."
        },
        "timeout_ms": {
          "type": "integer",
          "minimum": 100,
          "maximum": 3600000,
          "default": 60000,
          "description": "Kill the program after this many ms."
        }
      },
      "required": [
        "command"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "command": {
            "type": "string",
            "description": "Program name (on PATH) or path; no shell."
          },
          "args": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "default": [],
            "description": "Arguments, passed as they are."
          },
          "cwd": {
            "type": "string",
            "description": "Working folder inside the roots (default: the first root)."
          },
          "stdin": {
            "type": "string",
            "description": "Text given to the program on standard input (default: none)."
          },
          "timeout_ms": {
            "type": "integer",
            "minimum": 100,
            "maximum": 3600000,
            "default": 60000,
            "description": "Kill the program after this many ms."
          }
        },
        "required": [
          "command"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "shell_exec output",
      "type": "object",
      "properties": {
        "exit_code": {
          "type": [
            "integer",
            "null"
          ]
        },
        "signal": {
          "type": [
            "string",
            "null"
          ]
        },
        "stdout": {
          "type": "string"
        },
        "stderr": {
          "type": "string"
        },
        "stdout_truncated": {
          "type": "boolean"
        },
        "stderr_truncated": {
          "type": "boolean"
        },
        "timed_out": {
          "type": "boolean"
        },
        "duration_ms": {
          "type": "integer"
        },
        "cwd": {
          "type": "string"
        }
      },
      "required": [
        "exit_code",
        "stdout",
        "stderr",
        "timed_out"
      ]
    }
  },
  "telemetry_cost": {
    "input": {
      "title": "telemetry_cost input",
      "type": "object",
      "properties": {
        "period": {
          "type": "string",
          "enum": [
            "day",
            "week",
            "month",
            "all"
          ],
          "default": "week",
          "description": "Period ending now."
        },
        "group_by": {
          "type": "string",
          "enum": [
            "tool",
            "provider",
            "day"
          ],
          "default": "tool",
          "description": "Group by causing tool, by model or by day."
        }
      },
      "required": [],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "period": {
            "type": "string",
            "enum": [
              "day",
              "week",
              "month",
              "all"
            ],
            "default": "week",
            "description": "Period ending now."
          },
          "group_by": {
            "type": "string",
            "enum": [
              "tool",
              "provider",
              "day"
            ],
            "default": "tool",
            "description": "Group by causing tool, by model or by day."
          }
        },
        "required": [],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "telemetry_cost output",
      "type": "object",
      "properties": {
        "period": {
          "type": "string"
        },
        "since": {
          "type": [
            "string",
            "null"
          ]
        },
        "until": {
          "type": "string"
        },
        "scope": {
          "type": "string",
          "description": "Whose calls are counted: the calling context, or every context for the machine's owner (stdio)."
        },
        "enabled": {
          "type": "boolean",
          "description": "False when TELEMETRY_ENABLED is off (nothing new is counted)."
        },
        "currency": {
          "type": "string"
        },
        "total": {
          "type": "number",
          "description": "Cost of the embedding provider's tokens in the period (the language model's is llm.total; both: grand_total)."
        },
        "total_tokens": {
          "type": "integer",
          "description": "Embedding tokens."
        },
        "estimated_tokens": {
          "type": "integer"
        },
        "group_by": {
          "type": "string"
        },
        "breakdown": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "key": {
                "type": "string"
              },
              "requests": {
                "type": "integer"
              },
              "tokens": {
                "type": "integer"
              },
              "estimated_tokens": {
                "type": "integer"
              },
              "cost": {
                "type": "number"
              }
            },
            "required": [
              "key",
              "requests",
              "tokens",
              "cost"
            ]
          }
        },
        "models": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "provider": {
                "type": "string"
              },
              "model": {
                "type": "string"
              },
              "requests": {
                "type": "integer"
              },
              "tokens": {
                "type": "integer"
              },
              "cost": {
                "type": "number"
              },
              "price_per_million_tokens": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "note": {
                "type": "string"
              }
            },
            "required": [
              "provider",
              "model",
              "tokens",
              "cost"
            ]
          }
        },
        "configured_provider": {
          "type": "object",
          "properties": {
            "provider": {
              "type": "string"
            },
            "model": {
              "type": "string"
            },
            "price_per_million_tokens": {
              "type": [
                "number",
                "null"
              ]
            }
          },
          "required": [
            "provider",
            "model"
          ]
        },
        "llm": {
          "type": "object",
          "description": "The language model (LLM_BASE_URL): chat completions of video_summarize, fact_check_claim, video_fact_check and coding_generate_pr_description, grouped as `group_by` says.",
          "properties": {
            "configured_model": {
              "type": [
                "object",
                "null"
              ],
              "description": "The model configured now (LLM_MODEL) and its prices; null without LLM_BASE_URL.",
              "properties": {
                "provider": {
                  "type": "string"
                },
                "model": {
                  "type": "string"
                },
                "input_price_per_million_tokens": {
                  "type": [
                    "number",
                    "null"
                  ]
                },
                "output_price_per_million_tokens": {
                  "type": [
                    "number",
                    "null"
                  ]
                }
              },
              "required": [
                "provider",
                "model",
                "input_price_per_million_tokens",
                "output_price_per_million_tokens"
              ]
            },
            "total": {
              "type": "number",
              "description": "Cost of the tokens reported in the period."
            },
            "requests": {
              "type": "integer"
            },
            "prompt_tokens": {
              "type": [
                "integer",
                "null"
              ],
              "description": "Prompt tokens the endpoint reported; null when no request of the group reported usage (unknown, not zero)."
            },
            "completion_tokens": {
              "type": [
                "integer",
                "null"
              ],
              "description": "Completion tokens the endpoint reported; null when no request of the group reported usage."
            },
            "requests_without_usage": {
              "type": "integer",
              "description": "Requests whose answer reported no token usage: their tokens are unknown and not in the cost."
            },
            "breakdown": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "key": {
                    "type": "string"
                  },
                  "requests": {
                    "type": "integer"
                  },
                  "prompt_tokens": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "description": "Prompt tokens the endpoint reported; null when no request of the group reported usage (unknown, not zero)."
                  },
                  "completion_tokens": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "description": "Completion tokens the endpoint reported; null when no request of the group reported usage."
                  },
                  "requests_without_usage": {
                    "type": "integer",
                    "description": "Requests whose answer reported no token usage: their tokens are unknown and not in the cost."
                  },
                  "cost": {
                    "type": "number"
                  }
                },
                "required": [
                  "key",
                  "requests",
                  "prompt_tokens",
                  "completion_tokens",
                  "requests_without_usage",
                  "cost"
                ]
              }
            },
            "models": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "provider": {
                    "type": "string"
                  },
                  "model": {
                    "type": "string"
                  },
                  "requests": {
                    "type": "integer"
                  },
                  "prompt_tokens": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "description": "Prompt tokens the endpoint reported; null when no request of the group reported usage (unknown, not zero)."
                  },
                  "completion_tokens": {
                    "type": [
                      "integer",
                      "null"
                    ],
                    "description": "Completion tokens the endpoint reported; null when no request of the group reported usage."
                  },
                  "requests_without_usage": {
                    "type": "integer",
                    "description": "Requests whose answer reported no token usage: their tokens are unknown and not in the cost."
                  },
                  "cost": {
                    "type": "number"
                  },
                  "input_price_per_million_tokens": {
                    "type": [
                      "number",
                      "null"
                    ]
                  },
                  "output_price_per_million_tokens": {
                    "type": [
                      "number",
                      "null"
                    ]
                  },
                  "note": {
                    "type": "string"
                  }
                },
                "required": [
                  "provider",
                  "model",
                  "requests",
                  "prompt_tokens",
                  "completion_tokens",
                  "requests_without_usage",
                  "cost",
                  "input_price_per_million_tokens",
                  "output_price_per_million_tokens"
                ]
              }
            }
          },
          "required": [
            "configured_model",
            "total",
            "requests",
            "prompt_tokens",
            "completion_tokens",
            "requests_without_usage",
            "breakdown",
            "models"
          ]
        },
        "grand_total": {
          "type": "number",
          "description": "total (embeddings) plus llm.total."
        },
        "notes": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      },
      "required": [
        "period",
        "currency",
        "total",
        "total_tokens",
        "breakdown",
        "notes",
        "llm",
        "grand_total"
      ]
    }
  },
  "telemetry_stats": {
    "input": {
      "title": "telemetry_stats input",
      "type": "object",
      "properties": {
        "period": {
          "type": "string",
          "enum": [
            "day",
            "week",
            "month",
            "all"
          ],
          "default": "week",
          "description": "Period ending now."
        },
        "surface": {
          "type": "string",
          "enum": [
            "mcp",
            "rest",
            "all"
          ],
          "default": "all",
          "description": "MCP tool calls, REST operations, or both (default `all`)."
        }
      },
      "required": [],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "period": {
            "type": "string",
            "enum": [
              "day",
              "week",
              "month",
              "all"
            ],
            "default": "week",
            "description": "Period ending now."
          },
          "surface": {
            "type": "string",
            "enum": [
              "mcp",
              "rest",
              "all"
            ],
            "default": "all",
            "description": "MCP tool calls, REST operations, or both (default `all`)."
          }
        },
        "required": [],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "telemetry_stats output",
      "type": "object",
      "properties": {
        "period": {
          "type": "string"
        },
        "since": {
          "type": [
            "string",
            "null"
          ]
        },
        "until": {
          "type": "string"
        },
        "scope": {
          "type": "string",
          "description": "Whose calls are counted: the calling context, or every context for the machine's owner (stdio)."
        },
        "enabled": {
          "type": "boolean",
          "description": "False when TELEMETRY_ENABLED is off (nothing new is counted)."
        },
        "surface": {
          "type": "string"
        },
        "total_calls": {
          "type": "integer"
        },
        "errors": {
          "type": "integer",
          "description": "Calls answered with an error (tool results with isError, REST status 400 or more)."
        },
        "error_rate": {
          "type": "number"
        },
        "latency": {
          "type": "object",
          "properties": {
            "p50_ms": {
              "type": [
                "number",
                "null"
              ]
            },
            "p90_ms": {
              "type": [
                "number",
                "null"
              ]
            },
            "p99_ms": {
              "type": [
                "number",
                "null"
              ]
            },
            "max_ms": {
              "type": [
                "number",
                "null"
              ]
            },
            "mean_ms": {
              "type": [
                "number",
                "null"
              ]
            }
          }
        },
        "tool_calls": {
          "type": "object",
          "additionalProperties": {
            "type": "integer"
          },
          "description": "MCP calls per tool."
        },
        "by_name": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "surface": {
                "type": "string"
              },
              "name": {
                "type": "string"
              },
              "calls": {
                "type": "integer"
              },
              "errors": {
                "type": "integer"
              },
              "p50_ms": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "p90_ms": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "p99_ms": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "max_ms": {
                "type": [
                  "number",
                  "null"
                ]
              },
              "mean_ms": {
                "type": [
                  "number",
                  "null"
                ]
              }
            },
            "required": [
              "surface",
              "name",
              "calls",
              "errors"
            ]
          }
        },
        "by_client": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "surface": {
                "type": "string"
              },
              "client": {
                "type": "string"
              },
              "calls": {
                "type": "integer"
              },
              "errors": {
                "type": "integer"
              }
            },
            "required": [
              "surface",
              "client",
              "calls",
              "errors"
            ]
          }
        },
        "by_day": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "day": {
                "type": "string"
              },
              "calls": {
                "type": "integer"
              },
              "errors": {
                "type": "integer"
              }
            },
            "required": [
              "day",
              "calls",
              "errors"
            ]
          }
        }
      },
      "required": [
        "period",
        "total_calls",
        "errors",
        "tool_calls",
        "by_name",
        "by_client"
      ]
    }
  },
  "vcs_exec": {
    "input": {
      "title": "vcs_exec input",
      "type": "object",
      "properties": {
        "repository": {
          "type": "string",
          "minLength": 1,
          "description": "For code-host commands: `owner/name`.",
          "pattern": "^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)+$"
        },
        "args": {
          "type": "array",
          "minItems": 1,
          "maxItems": 64,
          "items": {
            "type": "string",
            "maxLength": 4096
          },
          "description": "The command and its arguments, e.g. `[\"issue\", \"list\", \"--label\", \"bug\"]`, `[\"pr\", \"diff\", \"12\"]` or `[\"git\", \"log\", \"-n\", \"5\"]`; `[\"help\"]` and `[\"git\", \"help\"]` list what runs."
        },
        "path": {
          "type": "string",
          "minLength": 1,
          "maxLength": 4096,
          "description": "For git: the repository folder inside the allowed folders."
        }
      },
      "required": [
        "args"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "repository": {
            "type": "string",
            "description": "For code-host commands: `owner/name`."
          },
          "args": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "The command and its arguments, e.g. `[\"issue\", \"list\", \"--label\", \"bug\"]`, `[\"pr\", \"diff\", \"12\"]` or `[\"git\", \"log\", \"-n\", \"5\"]`; `[\"help\"]` and `[\"git\", \"help\"]` list what runs."
          },
          "path": {
            "type": "string",
            "description": "For git: the repository folder inside the allowed folders."
          }
        },
        "required": [
          "args"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "vcs_exec output",
      "type": "object",
      "properties": {
        "exit_code": {
          "type": "integer",
          "description": "gh/glab-style commands: 0 (failures are tool errors, like the other vcs_* tools). git commands: git's exit code (-1 when git was stopped by a signal)."
        },
        "stdout": {
          "type": "string",
          "description": "The command's output: for gh/glab-style commands its result as JSON text, or the unified diff for `pr diff`, cut at 200000 characters; for git commands git's standard output, cut at 200000 bytes."
        },
        "stderr": {
          "type": "string",
          "description": "gh/glab-style commands: remarks about the output (empty unless it was cut). git commands: git's standard error, then a line saying what was cut, if anything."
        },
        "command": {
          "type": "string",
          "description": "The command run, e.g. `issue list`, `help`, `git log` or `git help`."
        },
        "repository": {
          "type": [
            "string",
            "null"
          ],
          "description": "The code-host repository (owner/name), or for git commands the real path of the local repository's top level; null for help."
        },
        "provider": {
          "type": [
            "string",
            "null"
          ],
          "enum": [
            "github",
            "gitlab",
            "git",
            null
          ],
          "description": "The code host asked (VCS_PROVIDER), or `git` for git commands run locally."
        },
        "write": {
          "type": "boolean",
          "description": "True for commands that change the repository."
        },
        "result": {
          "type": [
            "object",
            "array"
          ],
          "description": "gh/glab-style commands: the result as structured data (what stdout prints). git commands: how git ran: `folder`, `argv` (the subcommand and arguments after the safety options), `stdout_truncated`, `stderr_truncated`, `duration_ms`. git help: `subcommands`."
        }
      },
      "required": [
        "exit_code",
        "stdout",
        "stderr",
        "command",
        "repository",
        "provider",
        "write",
        "result"
      ]
    }
  },
  "vcs_issue_list": {
    "input": {
      "title": "vcs_issue_list input",
      "type": "object",
      "properties": {
        "repository": {
          "type": "string",
          "minLength": 1,
          "description": "`owner/name` (GitLab: the project path).",
          "pattern": "^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)+$"
        },
        "state": {
          "type": "string",
          "enum": [
            "open",
            "closed",
            "all"
          ],
          "default": "open",
          "description": "Issue state (default `open`)."
        },
        "labels": {
          "type": "array",
          "maxItems": 20,
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100
          },
          "description": "Only issues with all these labels."
        },
        "limit": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 30,
          "description": "Most issues (default 30)."
        }
      },
      "required": [
        "repository"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "repository": {
            "type": "string",
            "description": "`owner/name` (GitLab: the project path)."
          },
          "state": {
            "type": "string",
            "enum": [
              "open",
              "closed",
              "all"
            ],
            "default": "open",
            "description": "Issue state (default `open`)."
          },
          "labels": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "Only issues with all these labels."
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100,
            "default": 30,
            "description": "Most issues (default 30)."
          }
        },
        "required": [
          "repository"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "vcs_issue_list output",
      "type": "object",
      "properties": {
        "issues": {
          "type": "array",
          "description": "Issues, newest first (pull requests are left out: see vcs_pr_view).",
          "items": {
            "type": "object",
            "properties": {
              "number": {
                "type": "integer"
              },
              "title": {
                "type": "string"
              },
              "state": {
                "type": "string",
                "description": "`open` or `closed`."
              },
              "url": {
                "type": "string",
                "description": "The issue's web page."
              },
              "author": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "labels": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "comments": {
                "type": "integer",
                "description": "Number of comments."
              },
              "created_at": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "updated_at": {
                "type": [
                  "string",
                  "null"
                ]
              }
            },
            "required": [
              "number",
              "title",
              "state",
              "url",
              "author",
              "labels",
              "comments",
              "created_at",
              "updated_at"
            ]
          }
        }
      },
      "required": [
        "issues"
      ]
    }
  },
  "vcs_issue_view": {
    "input": {
      "title": "vcs_issue_view input",
      "type": "object",
      "properties": {
        "repository": {
          "type": "string",
          "minLength": 1,
          "description": "`owner/name` (GitLab: the project path).",
          "pattern": "^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)+$"
        },
        "number": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "description": "Issue or pull request number."
        },
        "comments": {
          "type": "boolean",
          "default": false,
          "description": "Include comments (default false)."
        }
      },
      "required": [
        "repository",
        "number"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "repository": {
            "type": "string",
            "description": "`owner/name` (GitLab: the project path)."
          },
          "number": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647,
            "description": "Issue or pull request number."
          },
          "comments": {
            "type": "boolean",
            "default": false,
            "description": "Include comments (default false)."
          }
        },
        "required": [
          "repository",
          "number"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "vcs_issue_view output",
      "type": "object",
      "properties": {
        "number": {
          "type": "integer"
        },
        "title": {
          "type": "string"
        },
        "state": {
          "type": "string"
        },
        "body": {
          "type": "string"
        },
        "url": {
          "type": "string"
        },
        "author": {
          "type": [
            "string",
            "null"
          ]
        },
        "labels": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "assignees": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "is_pull_request": {
          "type": "boolean"
        },
        "created_at": {
          "type": [
            "string",
            "null"
          ]
        },
        "updated_at": {
          "type": [
            "string",
            "null"
          ]
        },
        "closed_at": {
          "type": [
            "string",
            "null"
          ]
        },
        "comments": {
          "type": "array",
          "description": "Comments, oldest first (empty unless `comments` is true; at most 100).",
          "items": {
            "type": "object",
            "properties": {
              "author": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "body": {
                "type": "string"
              },
              "created_at": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "url": {
                "type": "string"
              }
            },
            "required": [
              "author",
              "body",
              "created_at",
              "url"
            ]
          }
        }
      },
      "required": [
        "number",
        "title",
        "state",
        "body",
        "url",
        "author",
        "labels",
        "assignees",
        "is_pull_request",
        "created_at",
        "updated_at",
        "closed_at",
        "comments"
      ]
    }
  },
  "vcs_pr_create": {
    "input": {
      "title": "vcs_pr_create input",
      "type": "object",
      "properties": {
        "repository": {
          "type": "string",
          "minLength": 1,
          "description": "`owner/name` (GitLab: the project path).",
          "pattern": "^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)+$"
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "description": "Pull request title.",
          "maxLength": 256
        },
        "body": {
          "type": "string",
          "maxLength": 65536,
          "description": "Pull request description (Markdown)."
        },
        "head": {
          "type": "string",
          "minLength": 1,
          "description": "Branch with the changes.",
          "maxLength": 255
        },
        "base": {
          "type": "string",
          "minLength": 1,
          "description": "Branch to merge into (default: the repository default branch).",
          "maxLength": 255
        },
        "draft": {
          "type": "boolean",
          "default": false,
          "description": "Open as a draft (default false)."
        }
      },
      "required": [
        "repository",
        "title",
        "head"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "repository": {
            "type": "string",
            "description": "`owner/name` (GitLab: the project path)."
          },
          "title": {
            "type": "string",
            "description": "Pull request title."
          },
          "body": {
            "type": "string",
            "description": "Pull request description (Markdown)."
          },
          "head": {
            "type": "string",
            "description": "Branch with the changes."
          },
          "base": {
            "type": "string",
            "description": "Branch to merge into (default: the repository default branch)."
          },
          "draft": {
            "type": "boolean",
            "default": false,
            "description": "Open as a draft (default false)."
          }
        },
        "required": [
          "repository",
          "title",
          "head"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "vcs_pr_create output",
      "type": "object",
      "properties": {
        "number": {
          "type": "integer"
        },
        "url": {
          "type": "string"
        },
        "state": {
          "type": "string"
        },
        "draft": {
          "type": "boolean"
        },
        "head": {
          "type": "string"
        },
        "base": {
          "type": "string"
        }
      },
      "required": [
        "number",
        "url",
        "state",
        "draft",
        "head",
        "base"
      ]
    }
  },
  "vcs_pr_merge": {
    "input": {
      "title": "vcs_pr_merge input",
      "type": "object",
      "properties": {
        "repository": {
          "type": "string",
          "minLength": 1,
          "description": "`owner/name` (GitLab: the project path).",
          "pattern": "^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)+$"
        },
        "number": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "description": "Issue or pull request number."
        },
        "method": {
          "type": "string",
          "enum": [
            "merge",
            "squash",
            "rebase"
          ],
          "default": "merge",
          "description": "Merge method (default `merge`)."
        },
        "delete_branch": {
          "type": "boolean",
          "default": false,
          "description": "Delete the head branch after merging (default false)."
        }
      },
      "required": [
        "repository",
        "number"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "repository": {
            "type": "string",
            "description": "`owner/name` (GitLab: the project path)."
          },
          "number": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647,
            "description": "Issue or pull request number."
          },
          "method": {
            "type": "string",
            "enum": [
              "merge",
              "squash",
              "rebase"
            ],
            "default": "merge",
            "description": "Merge method (default `merge`)."
          },
          "delete_branch": {
            "type": "boolean",
            "default": false,
            "description": "Delete the head branch after merging (default false)."
          }
        },
        "required": [
          "repository",
          "number"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "vcs_pr_merge output",
      "type": "object",
      "properties": {
        "merged": {
          "type": "boolean"
        },
        "sha": {
          "type": [
            "string",
            "null"
          ],
          "description": "The merge commit."
        },
        "message": {
          "type": "string",
          "description": "GitHub's message."
        },
        "branch_deleted": {
          "type": "boolean",
          "description": "True when the head branch was deleted (never a fork's branch)."
        }
      },
      "required": [
        "merged",
        "sha",
        "message",
        "branch_deleted"
      ]
    }
  },
  "vcs_pr_view": {
    "input": {
      "title": "vcs_pr_view input",
      "type": "object",
      "properties": {
        "repository": {
          "type": "string",
          "minLength": 1,
          "description": "`owner/name` (GitLab: the project path).",
          "pattern": "^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)+$"
        },
        "number": {
          "type": "integer",
          "minimum": 1,
          "maximum": 2147483647,
          "description": "Issue or pull request number."
        },
        "diff": {
          "type": "boolean",
          "default": false,
          "description": "Include the diff (default false)."
        }
      },
      "required": [
        "repository",
        "number"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "repository": {
            "type": "string",
            "description": "`owner/name` (GitLab: the project path)."
          },
          "number": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2147483647,
            "description": "Issue or pull request number."
          },
          "diff": {
            "type": "boolean",
            "default": false,
            "description": "Include the diff (default false)."
          }
        },
        "required": [
          "repository",
          "number"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "vcs_pr_view output",
      "type": "object",
      "properties": {
        "number": {
          "type": "integer"
        },
        "title": {
          "type": "string"
        },
        "state": {
          "type": "string",
          "description": "`open`, `closed` or `merged`."
        },
        "draft": {
          "type": "boolean"
        },
        "body": {
          "type": "string"
        },
        "url": {
          "type": "string"
        },
        "author": {
          "type": [
            "string",
            "null"
          ]
        },
        "head": {
          "type": "string",
          "description": "Branch with the changes."
        },
        "base": {
          "type": "string",
          "description": "Branch it merges into."
        },
        "mergeable": {
          "type": [
            "boolean",
            "null"
          ],
          "description": "Whether GitHub can merge it now (null while GitHub is still computing it)."
        },
        "merged": {
          "type": "boolean"
        },
        "additions": {
          "type": [
            "integer",
            "null"
          ]
        },
        "deletions": {
          "type": [
            "integer",
            "null"
          ]
        },
        "changed_files": {
          "type": [
            "integer",
            "null"
          ]
        },
        "diff": {
          "type": [
            "string",
            "null"
          ],
          "description": "Unified diff when asked for (at most 200000 characters)."
        },
        "diff_truncated": {
          "type": "boolean"
        }
      },
      "required": [
        "number",
        "title",
        "state",
        "draft",
        "body",
        "url",
        "author",
        "head",
        "base",
        "mergeable",
        "merged",
        "additions",
        "deletions",
        "changed_files",
        "diff",
        "diff_truncated"
      ]
    }
  },
  "video_fact_check": {
    "input": {
      "title": "video_fact_check input",
      "type": "object",
      "properties": {
        "url": {
          "type": "string",
          "format": "uri",
          "maxLength": 2048,
          "description": "Video page address."
        },
        "claims": {
          "type": "array",
          "minItems": 1,
          "maxItems": 20,
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 1000
          },
          "description": "Claims to check (default: the video's main claims)."
        },
        "max_claims": {
          "type": "integer",
          "minimum": 1,
          "maximum": 10,
          "default": 5,
          "description": "Most claims taken from the video when none are given (default 5)."
        },
        "user_id": {
          "title": "UserId",
          "type": "string",
          "minLength": 1,
          "maxLength": 256,
          "pattern": "^[^\\u0000-\\u001F\\u007F]+$",
          "$comment": "The end user whose memories are addressed, e.g. `default_user` (the server instructions say so; a description here would be repeated in every memory tool on each tools/list).",
          "description": "Whose memories count as evidence (default: the key's user)."
        },
        "agent_name": {
          "title": "AgentName",
          "description": "Agent namespace of those memories.",
          "type": "string",
          "pattern": "^[A-Za-z0-9._:-]{1,64}$",
          "$comment": "1-64 letters, digits, `.`, `_`, `:` or `-`. A key names the agent's own memory, else the user's global one, so fetch, feedback, delete and store (update) reach a recalled memory with the agent name it was recalled under."
        },
        "use_memories": {
          "type": "boolean",
          "default": true,
          "description": "Use the caller's memories as evidence (default true)."
        }
      },
      "required": [
        "url"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "url": {
            "type": "string",
            "format": "uri",
            "description": "Video page address."
          },
          "claims": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "description": "Claims to check (default: the video's main claims)."
          },
          "max_claims": {
            "type": "integer",
            "minimum": 1,
            "maximum": 10,
            "default": 5,
            "description": "Most claims taken from the video when none are given (default 5)."
          },
          "user_id": {
            "type": "string",
            "description": "Whose memories count as evidence (default: the key's user)."
          },
          "agent_name": {
            "description": "Agent namespace of those memories.",
            "type": "string"
          },
          "use_memories": {
            "type": "boolean",
            "default": true,
            "description": "Use the caller's memories as evidence (default true)."
          }
        },
        "required": [
          "url"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "video_fact_check output",
      "type": "object",
      "properties": {
        "url": {
          "type": "string"
        },
        "title": {
          "type": "string"
        },
        "claims_from": {
          "type": "string",
          "enum": [
            "given",
            "transcript",
            "description"
          ],
          "description": "Where the claims came from: the call, the captions, or the description."
        },
        "claims_method": {
          "type": "string",
          "enum": [
            "given",
            "llm",
            "heuristic"
          ],
          "description": "How the claims were picked: given by the call, by the language model, or by ranking sentences."
        },
        "language": {
          "type": [
            "string",
            "null"
          ],
          "description": "Language of the captions read."
        },
        "verdict": {
          "type": "string",
          "enum": [
            "supported",
            "refuted",
            "mixed",
            "unverified"
          ],
          "description": "Overall: unanimous, else `mixed`; `unverified` when no claim is settled."
        },
        "confidence": {
          "type": "number",
          "minimum": 0,
          "maximum": 1
        },
        "method": {
          "type": "string",
          "enum": [
            "heuristic",
            "llm",
            "llm_and_heuristic"
          ],
          "description": "How the verdicts were reached: all by the heuristic, all by the language model, or some of each (the model failed for some claims)."
        },
        "model": {
          "type": [
            "string",
            "null"
          ],
          "description": "The language model that judged, or null when every verdict is heuristic."
        },
        "verdicts": {
          "type": "array",
          "items": {
            "title": "ClaimVerdict",
            "description": "One claim with its verdict, confidence and the evidence cited.",
            "type": "object",
            "properties": {
              "claim": {
                "type": "string"
              },
              "verdict": {
                "type": "string",
                "enum": [
                  "supported",
                  "refuted",
                  "mixed",
                  "unverified"
                ],
                "description": "`supported` or `refuted` by the evidence found, `mixed` when it points both ways, `unverified` when nothing found settles the claim."
              },
              "confidence": {
                "type": "number",
                "minimum": 0,
                "maximum": 1,
                "description": "How strongly the evidence backs the verdict (0 when nothing settles the claim). Heuristic verdicts stay at or below 0.85."
              },
              "explanation": {
                "type": "string",
                "description": "How the verdict was reached, naming the sources."
              },
              "method": {
                "type": "string",
                "enum": [
                  "heuristic",
                  "llm"
                ],
                "description": "`heuristic`: term overlap, negation and refuting words, number and date agreement (no language model); `llm`: judged by the model of LLM_BASE_URL from the evidence."
              },
              "citations": {
                "type": "array",
                "items": {
                  "type": "object",
                  "properties": {
                    "source": {
                      "type": "string",
                      "enum": [
                        "web",
                        "page",
                        "memory"
                      ],
                      "description": "`web`: a search result's snippet; `page`: the passage of a page read that matches the claim best; `memory`: one of the caller's memories."
                    },
                    "url": {
                      "type": [
                        "string",
                        "null"
                      ]
                    },
                    "title": {
                      "type": [
                        "string",
                        "null"
                      ]
                    },
                    "memory_key": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "description": "The memory's key (source `memory`)."
                    },
                    "snippet": {
                      "type": "string",
                      "description": "The text that was judged."
                    },
                    "stance": {
                      "type": "string",
                      "enum": [
                        "supports",
                        "refutes",
                        "neutral"
                      ]
                    }
                  },
                  "required": [
                    "source",
                    "url",
                    "title",
                    "memory_key",
                    "snippet",
                    "stance"
                  ]
                },
                "description": "The evidence that bears on the claim, strongest first."
              },
              "sources": {
                "type": "array",
                "items": {
                  "type": "string"
                },
                "description": "The citations' addresses, or `memory:<key>` for memories."
              }
            },
            "required": [
              "claim",
              "verdict",
              "confidence",
              "explanation",
              "method",
              "citations",
              "sources"
            ]
          }
        },
        "left_out": {
          "type": "integer",
          "minimum": 0,
          "description": "Further checkable sentences not checked (beyond max_claims)."
        },
        "evidence": {
          "type": "object",
          "description": "Where evidence was looked for.",
          "properties": {
            "search_provider": {
              "type": [
                "string",
                "null"
              ],
              "description": "The search provider asked (searxng, brave), or null when none was."
            },
            "search_results": {
              "type": "integer",
              "minimum": 0
            },
            "pages_read": {
              "type": "integer",
              "minimum": 0
            },
            "memories_considered": {
              "type": "integer",
              "minimum": 0
            }
          },
          "required": [
            "search_provider",
            "search_results",
            "pages_read",
            "memories_considered"
          ]
        },
        "notes": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "What was missing or failed: an unconfigured search provider (starting `WEB-001:` and naming the settings), pages that could not be read, a language model that was not used."
        }
      },
      "required": [
        "url",
        "title",
        "claims_from",
        "claims_method",
        "language",
        "verdict",
        "confidence",
        "method",
        "model",
        "verdicts",
        "left_out",
        "evidence",
        "notes"
      ]
    }
  },
  "video_summarize": {
    "input": {
      "title": "video_summarize input",
      "type": "object",
      "properties": {
        "url": {
          "type": "string",
          "format": "uri",
          "maxLength": 2048,
          "description": "Video page address."
        },
        "length": {
          "type": "string",
          "enum": [
            "short",
            "medium",
            "long"
          ],
          "default": "medium",
          "description": "Summary length (default `medium`)."
        }
      },
      "required": [
        "url"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "url": {
            "type": "string",
            "format": "uri",
            "description": "Video page address."
          },
          "length": {
            "type": "string",
            "enum": [
              "short",
              "medium",
              "long"
            ],
            "default": "medium",
            "description": "Summary length (default `medium`)."
          }
        },
        "required": [
          "url"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "video_summarize output",
      "type": "object",
      "properties": {
        "url": {
          "type": "string"
        },
        "title": {
          "type": "string"
        },
        "source": {
          "type": "string",
          "enum": [
            "transcript",
            "description"
          ],
          "description": "What was summarised: the captions, or the description when the video has none."
        },
        "language": {
          "type": [
            "string",
            "null"
          ],
          "description": "Language of the captions summarised."
        },
        "method": {
          "type": "string",
          "enum": [
            "extractive",
            "abstractive"
          ],
          "description": "`extractive`: the summary is made of the source's own sentences, chosen by how central they are (no model service needed). `abstractive`: written by the language model of LLM_BASE_URL from the source."
        },
        "model": {
          "type": [
            "string",
            "null"
          ],
          "description": "The model that wrote an abstractive summary; null for an extractive one."
        },
        "summary": {
          "type": "string"
        },
        "key_points": {
          "type": "array",
          "items": {
            "type": "string"
          },
          "description": "The main points: the chosen sentences, most central first (extractive), or the model's points, most important first (abstractive)."
        },
        "note": {
          "type": "string",
          "description": "Present when a language model is configured but was not used (it failed or did not answer the JSON asked for), saying why; the summary is then extractive."
        }
      },
      "required": [
        "url",
        "title",
        "source",
        "language",
        "method",
        "model",
        "summary",
        "key_points"
      ]
    }
  },
  "web_scrape": {
    "input": {
      "title": "web_scrape input",
      "type": "object",
      "properties": {
        "url": {
          "type": "string",
          "format": "uri",
          "maxLength": 2048,
          "description": "Address of the page to read (http or https)."
        },
        "format": {
          "type": "string",
          "enum": [
            "markdown",
            "text",
            "html"
          ],
          "default": "markdown",
          "description": "Output format (default `markdown`)."
        },
        "max_chars": {
          "type": "integer",
          "minimum": 100,
          "maximum": 200000,
          "default": 20000,
          "description": "Longest content returned (default 20000)."
        }
      },
      "required": [
        "url"
      ],
      "additionalProperties": false
    },
    "listed": {
      "input": {
        "type": "object",
        "properties": {
          "url": {
            "type": "string",
            "format": "uri",
            "description": "Address of the page to read (http or https)."
          },
          "format": {
            "type": "string",
            "enum": [
              "markdown",
              "text",
              "html"
            ],
            "default": "markdown",
            "description": "Output format (default `markdown`)."
          },
          "max_chars": {
            "type": "integer",
            "minimum": 100,
            "maximum": 200000,
            "default": 20000,
            "description": "Longest content returned (default 20000)."
          }
        },
        "required": [
          "url"
        ],
        "additionalProperties": false
      }
    },
    "output": {
      "title": "web_scrape output",
      "type": "object",
      "properties": {
        "url": {
          "type": "string",
          "description": "Address of the page read, after redirects."
        },
        "title": {
          "type": [
            "string",
            "null"
          ],
          "description": "Title of the article or document."
        },
        "byline": {
          "type": [
            "string",
            "null"
          ],
          "description": "Author line, when the page gives one."
        },
        "published_at": {
          "type": [
            "string",
            "null"
          ],
          "description": "Publication date (ISO 8601), when the page states one."
        },
        "site_name": {
          "type": [
            "string",
            "null"
          ],
          "description": "Name of the site, when the page gives one."
        },
        "content_type": {
          "type": "string",
          "description": "Media type of what was fetched, e.g. `text/html` or `application/pdf`."
        },
        "format": {
          "type": "string",
          "enum": [
            "markdown",
            "text",
            "html"
          ],
          "description": "Format of `content`."
        },
        "content": {
          "type": "string",
          "description": "The readable part of the page (navigation, ads and scripts left out); HTML is sanitised."
        },
        "truncated": {
          "type": "boolean",
          "description": "True when `content` was cut at `max_chars`."
        },
        "links": {
          "type": "array",
          "description": "Links of the readable part (absolute http(s) addresses, at most 200).",
          "items": {
            "type": "object",
            "properties": {
              "text": {
                "type": "string"
              },
              "url": {
                "type": "string"
              }
            },
            "required": [
              "text",
              "url"
            ]
          }
        },
        "pages": {
          "type": [
            "integer",
            "null"
          ],
          "description": "Number of pages of a PDF; null for other documents."
        }
      },
      "required": [
        "url",
        "title",
        "byline",
        "published_at",
        "site_name",
        "content_type",
        "format",
        "content",
        "truncated",
        "links",
        "pages"
      ]
    }
  }
};
