{
  "definitions": {
    "com.example.widgets.meta.ObjectMeta": {
      "description": "ObjectMeta is metadata that all persisted resources must have.",
      "properties": {
        "labels": {
          "additionalProperties": {
            "type": "string"
          },
          "description": "Labels are string keys and values that can be used to organize and categorize objects.",
          "type": "object"
        },
        "name": {
          "description": "Name must be unique within a namespace.",
          "type": "string"
        }
      },
      "type": "object"
    },
    "com.example.widgets.meta.TypeMeta": {
      "description": "TypeMeta describes an individual object in an API response or request.",
      "properties": {
        "apiVersion": {
          "description": "APIVersion defines the versioned schema of this representation of an object.",
          "type": "string"
        },
        "kind": {
          "description": "Kind is a string value representing the REST resource this object represents.",
          "type": "string"
        }
      },
      "type": "object"
    },
    "com.example.widgets.v1.Widget": {
      "description": "Widget is a thing you can put on a shelf.\n\nWidgets are namespaced.",
      "properties": {
        "apiVersion": {
          "description": "APIVersion defines the versioned schema of this representation of an object.",
          "type": "string"
        },
        "kind": {
          "description": "Kind is a string value representing the REST resource this object represents.",
          "type": "string"
        },
        "metadata": {
          "$ref": "#/definitions/com.example.widgets.meta.ObjectMeta",
          "default": {},
          "description": "Standard object metadata."
        },
        "spec": {
          "$ref": "#/definitions/com.example.widgets.v1.WidgetSpec",
          "default": {},
          "description": "Spec is the desired state of the widget."
        }
      },
      "required": [
        "spec"
      ],
      "type": "object"
    },
    "com.example.widgets.v1.WidgetPort": {
      "description": "WidgetPort is one port of a widget.",
      "properties": {
        "port": {
          "default": 0,
          "description": "Port number.",
          "format": "int32",
          "type": "integer"
        },
        "protocol": {
          "default": "TCP",
          "description": "Protocol of the port.",
          "type": "string"
        }
      },
      "required": [
        "port"
      ],
      "type": "object",
      "x-kubernetes-map-type": "atomic"
    },
    "com.example.widgets.v1.WidgetSpec": {
      "description": "WidgetSpec is the desired state of a widget.",
      "properties": {
        "colours": {
          "description": "Colours the widget comes in.",
          "items": {
            "type": "string"
          },
          "type": "array",
          "x-kubernetes-list-type": "set"
        },
        "finish": {
          "default": "",
          "description": "Finish of the widget's surface.\n\nPossible enum values:\n - `\"Gloss\"` shines.\n - `\"Matte\"` is a dull surface.",
          "enum": [
            "Gloss",
            "Matte"
          ],
          "type": "string"
        },
        "ports": {
          "description": "Ports the widget listens on.",
          "items": {
            "$ref": "#/definitions/com.example.widgets.v1.WidgetPort"
          },
          "type": "array",
          "x-kubernetes-list-map-keys": [
            "port",
            "protocol"
          ],
          "x-kubernetes-list-type": "map",
          "x-kubernetes-patch-merge-key": "port",
          "x-kubernetes-patch-strategy": "merge"
        },
        "size": {
          "default": 10,
          "description": "Size of the widget, in centimetres.",
          "format": "int32",
          "type": "integer"
        }
      },
      "required": [
        "finish"
      ],
      "type": "object"
    }
  },
  "info": {
    "title": "openapi-markers",
    "version": "unversioned"
  },
  "paths": {},
  "swagger": "2.0"
}
