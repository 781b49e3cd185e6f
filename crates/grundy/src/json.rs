//! JSON report lines whose one long list (every winning move of a big test, with `--all`) is
//! written item by item: the line costs its own text, not a `serde_json::Value` per item (a
//! `Value` object of two or three keys takes a few hundred bytes: 10^6 moves took about 2 GB,
//! and running out of memory aborts the process).

use std::io::Write;

use serde_json::{Map, Value};

/// Appends `object` to `out` as one compact line of JSON text (without the newline) with `key` set
/// to the array of `items`, each turned into a `Value` by `item` and written at once: the same
/// bytes serde_json writes for the whole object (its keys in their sorted order), written key by
/// key with no copy of the object's text.
pub fn write_with_array<T>(
    out: &mut impl Write,
    object: &Map<String, Value>,
    key: &str,
    items: impl IntoIterator<Item = T>,
    item: impl Fn(T) -> Value,
) {
    let mut array = Some((items, item));
    put(out, b"{");
    let mut first = true;
    for (name, value) in object.iter().filter(|(name, _)| name.as_str() != key) {
        if !first {
            put(out, b",");
        }
        first = false;
        if name.as_str() > key {
            if let Some((items, item)) = array.take() {
                write_array(out, key, items, item);
                put(out, b",");
            }
        }
        write_name(out, name);
        put(out, b":");
        write_json(out, value);
    }
    if let Some((items, item)) = array {
        if !first {
            put(out, b",");
        }
        write_array(out, key, items, item);
    }
    put(out, b"}");
}

/// Appends `"key":[...]`, the items written one by one.
fn write_array<T>(
    out: &mut impl Write,
    key: &str,
    items: impl IntoIterator<Item = T>,
    item: impl Fn(T) -> Value,
) {
    write_name(out, key);
    put(out, b":[");
    for (index, element) in items.into_iter().enumerate() {
        if index > 0 {
            put(out, b",");
        }
        write_json(out, &item(element));
    }
    put(out, b"]");
}

/// Appends `value` as compact JSON text (`out` is memory or a
/// [`crate::game::report_buffer::ReportBuffer`]: writing cannot fail).
fn write_json(out: &mut impl Write, value: &Value) {
    serde_json::to_writer(out, value).expect("JSON text into memory");
}

/// Appends punctuation.
fn put(out: &mut impl Write, bytes: &[u8]) {
    out.write_all(bytes).expect("JSON text into memory");
}

/// Appends `name` as a JSON string.
fn write_name(out: &mut impl Write, name: &str) {
    serde_json::to_writer(out, name).expect("JSON text into memory");
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// The line `write_with_array` writes.
    fn line<T>(
        object: &Value,
        key: &str,
        items: impl IntoIterator<Item = T>,
        item: impl Fn(T) -> Value,
    ) -> String {
        let mut out = Vec::new();
        write_with_array(&mut out, object.as_object().unwrap(), key, items, item);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn the_line_is_what_serde_json_writes_for_the_whole_object() {
        let items = [(1u64, "a"), (2, "b\"c"), (3, "\"moves\":null")];
        let whole = |items: &[(u64, &str)]| {
            json!({
                "answer": "Yes \"moves\":null",
                "moves": items.iter().map(|&(n, s)| json!({"n": n, "s": s})).collect::<Vec<_>>(),
                "test": 1,
                "zebra": [1, 2],
            })
            .to_string()
        };
        for count in 0..=items.len() {
            let object = json!({"answer": "Yes \"moves\":null", "test": 1, "zebra": [1, 2]});
            let written = line(
                &object,
                "moves",
                &items[..count],
                |&(n, s)| json!({"n": n, "s": s}),
            );
            assert_eq!(written, whole(&items[..count]));
        }
        let ints = |n: u8| json!(n);
        assert_eq!(
            line(&json!({"b": 1}), "a", [1, 2], ints),
            r#"{"a":[1,2],"b":1}"#
        );
        assert_eq!(line(&json!({"b": 1}), "c", [], ints), r#"{"b":1,"c":[]}"#);
        assert_eq!(line(&json!({}), "a", [1], ints), r#"{"a":[1]}"#);
        assert_eq!(
            line(&json!({"a": 0, "c": 2}), "b", [1], ints),
            r#"{"a":0,"b":[1],"c":2}"#
        );
        // A key already there is replaced by the array.
        assert_eq!(
            line(&json!({"a": 0, "b": 5}), "b", [1], ints),
            r#"{"a":0,"b":[1]}"#
        );
    }
}
