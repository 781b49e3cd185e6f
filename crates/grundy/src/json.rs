//! JSON report lines whose one long list (every winning move of a big test, with `--all`) is
//! written item by item: the line costs its own text, not a `serde_json::Value` per item (a
//! `Value` object of two or three keys takes a few hundred bytes: 10^6 moves took about 2 GB,
//! and running out of memory aborts the process).

use serde_json::Value;

/// `object` as one compact line of JSON text (without the newline) with `key` set to the array of
/// `items`, each turned into a `Value` by `item` and written at once: the same bytes serde_json
/// writes for the whole object (keys in its order).
///
/// # Panics
///
/// If `object` is not a JSON object (a caller's mistake).
pub fn with_array<T>(
    mut object: Value,
    key: &str,
    items: impl IntoIterator<Item = T>,
    item: impl Fn(T) -> Value,
) -> String {
    object
        .as_object_mut()
        .expect("a JSON object")
        .insert(key.to_string(), Value::Null);
    let text = object.to_string();
    // Inside a string value every quote is escaped, so the key followed by `:null` is found only
    // where the key itself stands.
    let marker = format!("{}:null", Value::String(key.to_string()));
    let at = text.find(&marker).expect("the key just inserted") + marker.len() - "null".len();
    let mut line = String::with_capacity(text.len());
    line.push_str(&text[..at]);
    line.push('[');
    for (index, element) in items.into_iter().enumerate() {
        if index > 0 {
            line.push(',');
        }
        line.push_str(&item(element).to_string());
    }
    line.push(']');
    line.push_str(&text[at + "null".len()..]);
    line
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

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
            let line = with_array(
                object,
                "moves",
                &items[..count],
                |&(n, s)| json!({"n": n, "s": s}),
            );
            assert_eq!(line, whole(&items[..count]));
        }
        // The key first and last in the object.
        let line = with_array(json!({"b": 1}), "a", [1, 2], |n| json!(n));
        assert_eq!(line, r#"{"a":[1,2],"b":1}"#);
        let line = with_array(json!({"b": 1}), "c", Vec::<u8>::new(), |n| json!(n));
        assert_eq!(line, r#"{"b":1,"c":[]}"#);
    }
}
