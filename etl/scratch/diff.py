import json,sys,gzip
a={json.loads(l)['id']:json.loads(l) for l in open(sys.argv[1])}
b={json.loads(l)['id']:json.loads(l) for l in open(sys.argv[2])}
fields=sys.argv[3].split(',') if len(sys.argv)>3 else None
src={}
for l in gzip.open('/work/shared/corpora/arxiv-sample-2025.jsonl.gz','rt'):
    r=json.loads(l); src[r['id']]=r
n=0
for k in a:
    for f in a[k]:
        if f=='id' or (fields and f not in fields): continue
        if a[k][f]!=b[k][f]:
            n+=1
            print(k,f,'\n  -',[x for x in a[k][f] if x not in b[k][f]],'\n  +',[x for x in b[k][f] if x not in a[k][f]],'\n  T:',src[k]['title'][:90])
print('changed',n)
